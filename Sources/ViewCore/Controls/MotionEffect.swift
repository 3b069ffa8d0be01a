import Foundation

// STUB (to be completed by the controls engineer).
open class MotionEffect: Archivable {
    public init() {}
    public required init(coder: Coder) throws {}
    open func encode(with coder: Coder) {}
}

extension View {
    public func addMotionEffect(_ effect: MotionEffect) { motionEffects.append(effect) }
}
