/// One command-line option: its name, whether it takes a value, and its help line.
package struct OptionSpec: Sendable, Equatable {
    /// Whether the option stands alone or takes a value.
    package enum Kind: Sendable, Equatable {
        /// A switch such as `--quiet`.
        case flag
        /// An option taking one value; the string names it in help (`N`, `DIR`).
        case value(String)
    }

    /// The long name including the dashes, e.g. `--fps`.
    package let name: String
    package let kind: Kind
    /// True when the option may be given more than once (`--format`); otherwise twice is an error.
    package let repeatable: Bool
    /// The help text, one line.
    package let help: String

    /// An option description for a table.
    package init(_ name: String, _ kind: Kind, repeatable: Bool = false, _ help: String) {
        self.name = name
        self.kind = kind
        self.repeatable = repeatable
        self.help = help
    }

    /// How the option reads in help: `--fps N` or `--quiet`.
    package var synopsis: String {
        switch kind {
        case .flag: name
        case .value(let metavar): "\(name) \(metavar)"
        }
    }
}
