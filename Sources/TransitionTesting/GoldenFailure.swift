/// A one-line explanation of why a golden assertion could not proceed.
public struct GoldenFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message shown to whoever runs the tests.
    public let description: String

    /// A failure with a message.
    public init(_ description: String) { self.description = description }
}
