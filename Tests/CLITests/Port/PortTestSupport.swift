@testable import RenderTransitionCLI

/// Small helpers for the port tests: sources are written inline in each test.
enum PortTestSupport {
    /// The lexed source of `text`, named `path`.
    static func source(_ text: String, path: String = "T.swift") throws -> SwiftSource {
        try SwiftSource(SourceText(path: path, bytes: Array(text.utf8)))
    }

    /// Each token as (kind, text), comments included.
    static func tokens(_ text: String) throws -> [(SwiftToken.Kind, String)] {
        let s = try source(text)
        return s.tokens.indices.map { (s.tokens[$0].kind, s.text(at: $0)) }
    }

    /// The port of `files` (name, text) in order: the outputs as text and every printed edit.
    static func port(_ files: [(String, String)]) throws -> (outputs: [String], edits: [String]) {
        let ported = try Porter.port(files.map { PortInput(path: $0.0, bytes: Array($0.1.utf8)) })
        return (ported.map { String(decoding: $0.bytes, as: UTF8.self) }, ported.flatMap(\.edits).map(\.description))
    }

    /// The port of one file.
    static func port(_ text: String, path: String = "T.swift") throws -> (output: String, edits: [String]) {
        let r = try port([(path, text)])
        return (r.outputs[0], r.edits)
    }

    /// The error `port` throws for `files`, or nil when it succeeds.
    static func portError(_ files: [(String, String)]) -> PortError? {
        do {
            _ = try Porter.port(files.map { PortInput(path: $0.0, bytes: Array($0.1.utf8)) })
            return nil
        } catch {
            return error
        }
    }
}
