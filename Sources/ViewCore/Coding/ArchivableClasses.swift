/// Every archivable class ViewCore defines, which an unarchiver's class registry knows without
/// being told. Add new classes here.
public var viewCoreArchivableClasses: [any Archivable.Type] {
    [
        View.self, Window.self, LayoutConstraint.self, LayoutGuide.self,
        // Controls
        Control.self, Label.self, Button.self, ImageView.self, TextField.self, ScrollView.self, TextView.self,
        Switch.self, Slider.self, StackView.self, TableView.self, CollectionView.self, CollectionViewLayout.self,
        CollectionViewFlowLayout.self, ActivityIndicatorView.self, PageControl.self, SegmentedControl.self,
        Stepper.self, ProgressView.self, DatePicker.self, PickerView.self, TableViewCell.self, TableViewSection.self,
        CollectionReusableView.self, CollectionViewCell.self, VisualEffectView.self, VisualEffect.self,
        BlurEffect.self, VibrancyEffect.self, WebView.self, MapView.self,
        // Bars and their items
        NavigationBar.self, Toolbar.self, TabBar.self, SearchBar.self, BarButtonItem.self, NavigationItem.self,
        TabBarItem.self,
        // Gesture recognizers and motion effects
        GestureRecognizer.self, TapGestureRecognizer.self, PanGestureRecognizer.self, LongPressGestureRecognizer.self,
        SwipeGestureRecognizer.self, PinchGestureRecognizer.self, MotionEffect.self, InterpolatingMotionEffect.self,
        // Controllers
        ViewController.self, NavigationController.self, TabBarController.self, TableViewController.self,
        CollectionViewController.self, PageViewController.self, SplitViewController.self,
        // Interface Builder's plain Object; AppKit's model objects (also under AppKit's names)
        CustomObject.self, AppKitObject.self,
    ]
}
