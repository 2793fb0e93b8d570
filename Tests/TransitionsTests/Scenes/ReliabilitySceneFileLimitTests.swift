import Foundation
import Testing
@testable import Transitions

/// Scene-file ceilings at their boundaries (the limit accepted, one past refused) and the
/// inputs that crash recursive parsers: a million nested brackets, a file past 32 MiB.
@Suite("Reliability: scene file limits")
struct ReliabilitySceneFileLimitTests {
    /// A scene whose to-screen has `children` (JSON text of an array's elements).
    static func scene(to children: String) -> String {
        """
        {"version": 1, "size": {"width": 100, "height": 200}, "scale": 1, "transition": "cross-dissolve",
         "from": {"backgroundColor": "#FFFFFF"}, "to": {"backgroundColor": "#000000", "children": [\(children)]}}
        """
    }

    static func nested(_ depth: Int) -> String {
        String(repeating: "{\"frame\": [0, 0, 1, 1], \"children\": [", count: depth - 1) + "{\"frame\": [0, 0, 1, 1]}"
            + String(repeating: "]}", count: depth - 1)
    }

    /// Loads `text` from a fresh file; returns the error, or nil when it loaded.
    static func loadError(_ text: String) throws -> SceneFileError? {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rt-scene-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        do { _ = try SceneFile.decode(contentsOf: path, transitions: SceneFileTestSupport.transitions); return nil } catch {
            #expect(error.path == path && error.description.hasPrefix(path), "\(error)")
            return error
        }
    }

    @Test("exactly at a ceiling loads; one past is refused as limitExceeded", arguments: [
        ("views nested 64 deep below the screen", nested(64), nested(65)),
        // The ceiling counts each screen's root view too: 2 roots + 9998 children = 10000.
        ("10000 views", Array(repeating: "{\"frame\": [0, 0, 1, 1]}", count: 9_998).joined(separator: ","),
         Array(repeating: "{\"frame\": [0, 0, 1, 1]}", count: 9_999).joined(separator: ",")),
        ("100000 characters of text",
         "{\"type\": \"text\", \"frame\": [0, 0, 50, 0], \"runs\": [{\"text\": \"\(String(repeating: "x", count: 100_000))\"}]}",
         "{\"type\": \"text\", \"frame\": [0, 0, 50, 0], \"runs\": [{\"text\": \"\(String(repeating: "x", count: 100_001))\"}]}"),
    ])
    func boundaries(name: String, atLimit: String, pastLimit: String) throws {
        let accepted = try Self.loadError(Self.scene(to: atLimit))
        #expect(accepted == nil, "\(name): \(accepted.map(String.init(describing:)) ?? "")")
        let refused = try #require(try Self.loadError(Self.scene(to: pastLimit)), "\(name) past the limit loaded")
        #expect(refused.kind == .limitExceeded, "\(name): \(refused)")
    }

    /// A recursive-descent reader overflows its stack on deep nesting long before any
    /// view-depth check runs; the 512-level JSON ceiling must stop it first.
    @Test("a million nested brackets is a one-line error, not a stack overflow", arguments: ["[", "{\"a\":"])
    func deepJSONNesting(opener: String) async {
        await #expect(processExitsWith: .success) { [opener] in
            let text = String(repeating: opener, count: 1_000_000)
            let error = try? Self.loadError(text)
            precondition(error != nil, "a million nested brackets loaded")
        }
    }

    @Test("a file past 32 MiB is refused before it is parsed")
    func oversizedFile() throws {
        let padding = String(repeating: " ", count: SceneFile.maximumFileSize)
        let error = try #require(try Self.loadError(padding + Self.scene(to: "")))
        #expect(error.kind == .unreadable && error.message.contains("\(SceneFile.maximumFileSize) bytes"), "\(error)")
    }
}
