/// An unknown of a constraint system: a view's x, y, width or height, say.
///
/// A variable is an identity: two variables with the same name are different unknowns.
/// Its value lives in the ``Solver`` that solved it (`solver.value(of:)`), so one variable
/// can take part in several solvers, and reading it never races with solving.
///
/// ```swift
/// let x = Variable("button.x")
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for reports and debugging; it plays no part in solving.
    public let name: String

    /// Creates a variable named `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or the object's address when it has none.
    public var description: String {
        name.isEmpty ? "Variable(\(ObjectIdentifier(self)))" : name
    }

    /// Whether `lhs` and `rhs` are the same variable.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
