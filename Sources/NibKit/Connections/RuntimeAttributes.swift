import Foundation
import ViewCore

/// The key paths ViewCore's views accept as user-defined runtime attributes: the layer
/// properties Interface Builder users set this way (`layer.cornerRadius`) and the view's own
/// plain properties. Custom classes add theirs with `@Inspectable`.
enum RuntimeAttributes {
    /// A view property settable by key path: its type, a type check, and the setter.
    struct Attribute: Sendable {
        let typeName: String
        let accepts: @Sendable (CodingValue) -> Bool
        let apply: @Sendable (View, CodingValue) -> Void
    }

    static func attribute(forKeyPath keyPath: String) -> Attribute? {
        viewSetters[keyPath]
    }

    static var knownKeyPaths: [String] { viewSetters.keys.sorted() }

    private static func make<T: CodingValueConvertible & SendableMetatype>(
        _ type: T.Type, _ apply: @escaping @Sendable (View, T) -> Void
    )
        -> Attribute
    {
        Attribute(typeName: T.codingTypeName, accepts: { T(codingValue: $0) != nil }) { view, value in
            if let typed = T(codingValue: value) { apply(view, typed) }
        }
    }

    private static let viewSetters: [String: Attribute] = [
        "layer.cornerRadius": make(CGFloat.self) { $0.layer.cornerRadius = $1 },
        "layer.borderWidth": make(CGFloat.self) { $0.layer.borderWidth = $1 },
        "layer.borderColor": make(Color.self) { $0.layer.borderColor = $1 },
        "layer.masksToBounds": make(Bool.self) { $0.layer.masksToBounds = $1 },
        "layer.shadowColor": make(Color.self) { $0.layer.shadowColor = $1 },
        "layer.shadowOpacity": make(Float.self) { $0.layer.shadowOpacity = $1 },
        "layer.shadowRadius": make(CGFloat.self) { $0.layer.shadowRadius = $1 },
        "layer.shadowOffset": make(CGSize.self) { $0.layer.shadowOffset = $1 },
        "layer.zPosition": make(CGFloat.self) { $0.layer.zPosition = $1 },
        "layer.anchorPoint": make(CGPoint.self) { $0.layer.anchorPoint = $1 },
        "alpha": make(CGFloat.self) { $0.alpha = $1 },
        "tag": make(Int.self) { $0.tag = $1 },
        "isHidden": make(Bool.self) { $0.isHidden = $1 },
        "clipsToBounds": make(Bool.self) { $0.clipsToBounds = $1 },
        "backgroundColor": make(Color.self) { $0.backgroundColor = $1 },
        "tintColor": make(Color.self) { $0.tintColor = $1 },
        "isUserInteractionEnabled": make(Bool.self) { $0.isUserInteractionEnabled = $1 },
        "accessibilityIdentifier": make(String.self) { $0.accessibilityIdentifier = $1 },
        "accessibilityLabel": make(String.self) { $0.accessibilityLabel = $1 },
        "restorationIdentifier": make(String.self) { $0.restorationIdentifier = $1 },
    ]
}
