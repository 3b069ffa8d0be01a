import Foundation

extension View {
    /// Adds `effect` to the view; adding one already there does nothing.
    public func addMotionEffect(_ effect: MotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Removes `effect` from the view (nothing when it is not there).
    public func removeMotionEffect(_ effect: MotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
