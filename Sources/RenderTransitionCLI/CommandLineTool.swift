import Foundation
import TransitionOutputs
import Raster
import Transitions

/// The command line as a library: `main(arguments:)` is the whole tool, so tests reach every
/// behaviour; the executable only calls it and exits with its status.
package enum CommandLineTool {
    /// The version `--version` prints.
    package static let version = "0.2.0"
    /// The subcommand words.
    package static let commands = ["render", "list", "compare", "docs", "port", "help"]

    /// The process's arguments as `argv` gave them: bytes that are not UTF-8 are kept (see
    /// `PathBytes`) instead of being replaced, so a path reaches the file system unchanged.
    package static func processArguments() -> [String] {
        (0..<Int(CommandLine.argc)).map { i in
            guard let argument = CommandLine.unsafeArgv[i] else { return "" }
            return PathBytes.string(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: strlen(argument)))
        }
    }

    /// Runs the tool on `arguments` (the first is the program name) and returns the exit
    /// status; installs SIGINT/SIGTERM handlers for the duration of a render.
    package static func main(arguments: [String]) -> Int32 {
        StandardStream.prepare()
        InterruptSignal.install()
        // An interrupt that gives up on waiting also stops the encoders' child processes.
        FFmpegRunner.onChildStarted = { InterruptSignal.stopOnGiveUp(child: $0) }
        defer { InterruptSignal.uninstall() }
        let status = run(Array(arguments.dropFirst()), console: .standard, shouldStop: { InterruptSignal.isSet })
        return StandardStream.exitStatus(for: status)
    }

    /// Runs the tool on `arguments` (without the program name), writing to `console`.
    package static func run(_ arguments: [String], console: Console, shouldStop: @escaping @Sendable () -> Bool = { false }) -> Int32 {
        do {
            try dispatch(arguments, console: console, shouldStop: shouldStop)
            return ExitCode.success
        } catch CompareCommand.Outcome.differs {
            return ExitCode.failure
        } catch let error as CLIError {
            console.printError(error.exitCode == ExitCode.interrupted ? "\(error)" : "error: \(error)")
            return error.exitCode
        } catch {
            console.printError("error: \(error)")
            return ExitCode.failure
        }
    }

    private static func dispatch(_ arguments: [String], console: Console, shouldStop: @escaping @Sendable () -> Bool) throws {
        let word = arguments.first
        let rest = Array(arguments.dropFirst())
        switch word {
        case "render":
            try render(rest, command: "render-transition render", help: HelpText.render, console: console, shouldStop: shouldStop)
        case "list":
            let p = try ArgumentParser(command: "render-transition list", options: RenderOptions.list).parse(rest)
            if p.has("--help") { return console.out(HelpText.list) }
            if let extra = p.positionals.first { throw CLIError.usage("unexpected argument '\(extra)'; list takes no arguments") }
            console.out(ListCommand.text())
        case "compare":
            let p = try ArgumentParser(command: "render-transition compare", options: RenderOptions.compare).parse(rest)
            if p.has("--help") { return console.out(HelpText.compare) }
            try CompareCommand(p).run(console: console)
        case "docs":
            let p = try ArgumentParser(command: "render-transition docs", options: RenderOptions.docs).parse(rest)
            if p.has("--help") { return console.out(HelpText.docs) }
            try DocsCommand(p).run(console: console)
        case "port":
            let p = try ArgumentParser(command: "render-transition port", options: RenderOptions.port).parse(rest)
            if p.has("--help") { return console.out(HelpText.port) }
            try PortCommand(p).run(console: console)
        case "help":
            console.out(help(for: rest.first))
        case let w? where !w.hasPrefix("-"):
            let hint = EditDistance.nearest(to: w, among: commands).map { "did you mean '\($0)'? " } ?? ""
            throw CLIError.usage("unknown command '\(w)'; \(hint)commands: \(commands.joined(separator: ", "))")
        default:
            try render(arguments, command: "render-transition", help: HelpText.tool, console: console, shouldStop: shouldStop)
        }
    }

    private static func render(_ arguments: [String], command: String, help: String, console: Console,
                               shouldStop: @escaping @Sendable () -> Bool) throws {
        let p = try ArgumentParser(command: command, options: RenderOptions.render).parse(arguments)
        if p.has("--help") { return console.out(help) }
        if p.has("--version") { return console.print("render-transition \(version)") }
        try RenderCommand(request: RenderRequest(p), console: console, shouldStop: shouldStop).run()
    }

    /// `help [COMMAND]`.
    static func help(for command: String?) -> String {
        switch command {
        case "render": HelpText.render
        case "list": HelpText.list
        case "compare": HelpText.compare
        case "docs": HelpText.docs
        case "port": HelpText.port
        default: HelpText.tool
        }
    }
}
