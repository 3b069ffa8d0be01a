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
    ]
}

/// ViewCore's view classes whose `init(coder:)` reaches nothing outside the view and what it
/// decodes: no global state, no user code (the class itself, not a subclass). And each decodes
/// every view of its `"subviews"` whenever its decoding succeeds. An unarchiver may therefore
/// decode such a view before its owner asks for it, and hand it over then, with nothing any
/// user code could see change (`KeyedUnarchiver`'s decoding ahead). `Window` is not among
/// them: a window is tied to the screen.
package var viewCoreSelfContainedViewClasses: [View.Type] {
    [
        View.self, Control.self, Label.self, Button.self, ImageView.self, TextField.self, ScrollView.self, TextView.self,
        Switch.self, Slider.self, StackView.self, TableView.self, CollectionView.self, ActivityIndicatorView.self,
        PageControl.self, SegmentedControl.self,
    ]
}

/// The classes an unarchiver may decode early inside a view it decodes ahead (see
/// `viewCoreSelfContainedViewClasses`): those views, and `LayoutConstraint`, whose
/// `init(coder:)` reads plain values and leaves its items to references resolved once every
/// object exists. None runs user code or reaches global state (the class itself, not a
/// subclass).
package var viewCoreSelfContainedOwnedClasses: [any Archivable.Type] {
    viewCoreSelfContainedViewClasses + [LayoutConstraint.self]
}
