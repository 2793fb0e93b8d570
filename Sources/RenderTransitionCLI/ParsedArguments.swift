/// What `ArgumentParser` found: option values by name, in command-line order, and positionals.
package struct ParsedArguments: Sendable, Equatable {
    /// Values per option name (`--format` may have several); a flag maps to an empty array.
    package var values: [String: [String]] = [:]
    /// Arguments that are not options, in order (the subcommand word excluded).
    package var positionals: [String] = []

    /// An empty result.
    package init() {}

    /// True when the option or flag was given.
    package func has(_ name: String) -> Bool { values[name] != nil }

    /// The option's value (the last, for a repeatable option), or nil.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    package func all(_ name: String) -> [String] { values[name] ?? [] }
}
