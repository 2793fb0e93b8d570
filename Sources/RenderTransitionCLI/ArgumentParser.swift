// A table-driven parser: every subcommand declares its options as `OptionSpec` rows, and this
// one loop reads `--name value`, `--name=value`, flags, `--` (everything after is positional)
// and positionals. An unknown option is answered with the nearest known name by edit distance,
// so a typo costs one glance rather than a trip to `--help`.

/// Reads a command line against a table of options.
package struct ArgumentParser: Sendable {
    /// The accepted options.
    package let options: [OptionSpec]
    /// The command the options belong to, for messages (`render-transition compare`).
    package let command: String

    /// A parser for one subcommand's table.
    package init(command: String, options: [OptionSpec]) {
        self.command = command
        self.options = options
    }

    /// Parses `arguments` (without the program name or subcommand word); throws a usage error
    /// naming the argument for anything it does not accept.
    package func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" {
                result.positionals += arguments[i...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.positionals.append(argument)
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let spec = option(named: name) else { throw .usage(unknownOptionMessage(name)) }
            if !spec.repeatable, result.has(spec.name) {
                throw .usage("\(spec.name) is given more than once; give it once")
            }
            switch spec.kind {
            case .flag:
                if let inlineValue { throw .usage("\(spec.name) takes no value (got '\(inlineValue)')") }
                result.values[spec.name, default: []] = []
            case .value(let metavar):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if i < arguments.count, !looksLikeOption(arguments[i]) {
                    value = arguments[i]
                    i += 1
                } else {
                    // `--out --quiet` is a forgotten value, not a directory named `--quiet`.
                    let next = i < arguments.count ? " (got the option '\(arguments[i])'; a value that starts with '-' is given as \(spec.name)=VALUE)" : ""
                    throw .usage("missing value for \(spec.name) (expected \(spec.name) \(metavar))\(next)")
                }
                result.values[spec.name, default: []].append(value)
            }
        }
        return result
    }

    /// True when `argument` is one of this table's options (`--quiet`, `--fps=30`, `-h`) or `--`.
    func looksLikeOption(_ argument: String) -> Bool {
        argument == "--" || (argument.hasPrefix("-") && option(named: Self.split(argument).0) != nil)
    }

    /// The spec for a name; `-h` is accepted for `--help` where the table has it.
    func option(named name: String) -> OptionSpec? {
        let wanted = name == "-h" ? "--help" : name
        return options.first { $0.name == wanted }
    }

    /// `unknown option '--fsp'; did you mean '--fps'?`, or a pointer to the help.
    func unknownOptionMessage(_ name: String) -> String {
        if let nearest = EditDistance.nearest(to: name, among: options.map(\.name)) {
            return "unknown option '\(name)'; did you mean '\(nearest)'?"
        }
        return "unknown option '\(name)'; see '\(command) --help'"
    }

    /// `--fps=30` into ("--fps", "30"); `--fps` into ("--fps", nil).
    static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
    }
}
