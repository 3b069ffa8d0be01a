import Foundation

/// Why a picture could not be drawn.
public enum RenderingError: Error, Equatable, CustomStringConvertible {
    /// The picture would be larger than an image can be (`width` x `height` pixels).
    case imageTooLarge(width: Int, height: Int)
    /// Cairo failed, with its message.
    case cairo(String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .imageTooLarge(let width, let height):
            return
                "a \(width) x \(height) pixel picture is empty or too large (at most 32767 pixels a side, 64 megapixels)"
        case .cairo(let message): return "Cairo: \(message)"
        }
    }
}
