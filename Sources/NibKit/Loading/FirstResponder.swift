/// The object standing for the First Responder placeholder. Actions sent to it are accepted
/// and not connected: there is no event delivery that could pick a responder.
final class FirstResponder: Sendable {
    static let shared = FirstResponder()
}
