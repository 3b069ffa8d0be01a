/// Every archivable class ViewCore defines, which an unarchiver's class registry knows without
/// being told. Add new classes here.
public var viewCoreArchivableClasses: [any Archivable.Type] {
    [
        View.self, Window.self, LayoutConstraint.self, LayoutGuide.self, GestureRecognizer.self, MotionEffect.self,
    ]
}
