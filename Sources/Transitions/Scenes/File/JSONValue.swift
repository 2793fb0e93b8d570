/// A parsed JSON value with the line and column where it starts, for error messages.
public struct JSONValue: Sendable, Equatable {
    /// The value's kind and content.
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order (keys are unique: the reader refuses duplicates).
        case object([(key: String, value: JSONValue)])

        public static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.null, .null): true
            case let (.bool(x), .bool(y)): x == y
            case let (.number(x), .number(y)): x == y
            case let (.string(x), .string(y)): x == y
            case let (.array(x), .array(y)): x == y
            case let (.object(x), .object(y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
            default: false
            }
        }
    }

    /// What the value is.
    public var kind: Kind
    // The position in 32 bits each (a 32 MiB file has fewer lines and columns than that): a
    // value is 32 bytes instead of 40, which a parse of many small values feels.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// 1-based line of the value's first character.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// 1-based column (in Unicode scalars) of the value's first character.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// A value at a position.
    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// "line L, column C", as error messages print positions.
    public var position: String { "line \(line), column \(column)" }

    /// How messages name the value's type ("a string", "an array", ...).
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
