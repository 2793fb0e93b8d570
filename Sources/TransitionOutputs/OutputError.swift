/// Why an output could not be written: one line naming the file (or tool) and what to do. The
/// files a failed write leaves are none: every output is written under a temporary name and
/// renamed into place only when complete.
public struct OutputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The sentence the user sees.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
