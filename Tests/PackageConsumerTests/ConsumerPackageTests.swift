import Foundation
import Testing

/// What a user does: depend on a tagged release with `.package(url:from:)` and golden-test a
/// UIKit transition of their own (an animator and a transitioning delegate, recorded). The test copies this working tree into a throwaway git repository
/// tagged 0.2.0, builds the consumer package that docs/golden-testing.md shows (its two files
/// taken from the page verbatim, the URL pointed at the copy), and runs its `swift test`:
/// recording fails and writes the goldens, the next run passes, a changed golden fails at the
/// assertion's line, and CI refuses to record. SwiftPM refuses a versioned dependency whose
/// targets use unsafeFlags, so this fails the moment one comes back.
@Suite("A consumer package depending on a tagged release", .serialized)
struct ConsumerPackageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func consumerResolvesByVersionBuildsAndRunsItsGoldenTest() throws {
        let work = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let release = try Self.makeTaggedRelease(in: work, version: "0.2.0")
        let consumer = work.appendingPathComponent("MyTransitions")
        let files = try Self.consumerFiles()
        #expect(files.keys.sorted() == ["Package.swift", "Tests/MyTransitionsTests/SlideUpTests.swift"])
        for (path, text) in files {
            let url = consumer.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let contents = path == "Package.swift" ? Self.pointingAtRelease(text, release) : text
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        // An XCTest case beside the page's Swift Testing one: both frameworks report failures.
        try Self.xctestFile.write(to: consumer.appendingPathComponent("Tests/MyTransitionsTests/StillScreenTests.swift"),
                                  atomically: true, encoding: .utf8)
        let goldens = consumer.appendingPathComponent("Tests/MyTransitionsTests/__Goldens__")

        let record = try Self.swiftTest(in: consumer, environment: ["RT_RECORD": "missing"])
        #expect(record.status != 0, "recording must fail the run")
        #expect(record.output.contains("recorded golden"), Comment(rawValue: record.tail))
        for percent in [0, 25, 50, 75, 100] {
            #expect(FileManager.default.fileExists(atPath: goldens.path + "/SlideUpTests/slideUp.slide-up.\(percent).png"))
        }
        #expect(FileManager.default.fileExists(atPath: goldens.path + "/StillScreenTests/testTealScreen.teal.png"))

        let compare = try Self.swiftTest(in: consumer, environment: [:])
        #expect(compare.status == 0, Comment(rawValue: compare.tail))

        // The 50 % golden replaced by the 0 % one: the Swift Testing assertion fails at its line.
        let half = goldens.appendingPathComponent("SlideUpTests/slideUp.slide-up.50.png")
        try FileManager.default.removeItem(at: half)
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("SlideUpTests/slideUp.slide-up.0.png"), to: half)
        let artifacts = work.appendingPathComponent("artifacts")
        let mismatch = try Self.swiftTest(in: consumer, environment: ["RT_ARTIFACTS": artifacts.path])
        #expect(mismatch.status != 0)
        #expect(mismatch.output.contains("golden mismatch for \(half.path)"), Comment(rawValue: mismatch.tail))
        #expect(mismatch.output.contains("SlideUpTests.swift:\(try Self.lineOfAssertion())"), Comment(rawValue: mismatch.tail))
        #expect(mismatch.output.contains("RT_RECORD=failed swift test --filter slideUp"))
        let sheet = artifacts.appendingPathComponent("Tests/MyTransitionsTests/__Goldens__/SlideUpTests/slideUp.slide-up.sheet-failure.png")
        #expect(FileManager.default.fileExists(atPath: sheet.path), "the sheet goes to RT_ARTIFACTS")
        #expect(!FileManager.default.fileExists(atPath: half.path.replacingOccurrences(of: ".png", with: ".actual.png")))

        let ci = try Self.swiftTest(in: consumer, environment: ["CI": "true", "RT_RECORD": "all"])
        #expect(ci.status != 0)
        #expect(ci.output.contains("refusing to record") && ci.output.contains("came from RT_RECORD=all"), Comment(rawValue: ci.tail))
        #expect(ci.output.contains("StillScreenTests.swift"), "the XCTest failure names its file")
    }

    // MARK: The release

    /// Copies the files git knows of (tracked, and untracked but not ignored) into
    /// `<dir>/render-transition`, commits them and tags the commit.
    static func makeTaggedRelease(in dir: URL, version: String) throws -> URL {
        let release = dir.appendingPathComponent("render-transition")
        let listed = try run("/usr/bin/env", ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: packageRoot)
        #expect(listed.status == 0, Comment(rawValue: listed.output))
        for path in listed.output.split(separator: "\0").map(String.init) where !path.isEmpty {
            let source = packageRoot.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }   // deleted, not yet committed
            let target = release.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        for step in [["init", "-q"], ["add", "-A"],
                     ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "release"], ["tag", version]] {
            let r = try run("/usr/bin/env", ["git"] + step, in: release)
            #expect(r.status == 0, Comment(rawValue: "git \(step): \(r.output)"))
        }
        return release
    }

    // MARK: The consumer

    /// The files docs/golden-testing.md shows, keyed by the path its `<!-- consumer-file: … -->`
    /// marker gives, each the fenced block that follows the marker.
    static func consumerFiles() throws -> [String: String] {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/golden-testing.md"), encoding: .utf8)
        var files: [String: String] = [:]
        let lines = page.components(separatedBy: "\n")
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("<!-- consumer-file: "), line.hasSuffix(" -->") {
                let path = String(line.dropFirst("<!-- consumer-file: ".count).dropLast(" -->".count))
                guard i + 1 < lines.count, lines[i + 1] == "```swift", let end = lines[(i + 2)...].firstIndex(of: "```") else {
                    throw ConsumerError("docs/golden-testing.md: the marker for \(path) is not followed by a ```swift block")
                }
                files[path] = lines[(i + 2)..<end].joined(separator: "\n") + "\n"
                i = end
            }
            i += 1
        }
        return files
    }

    /// The page's Package.swift with its placeholder URL replaced by the release's file URL.
    static func pointingAtRelease(_ manifest: String, _ release: URL) -> String {
        manifest.replacingOccurrences(of: "https://github.com/OWNER/render-transition.git", with: release.absoluteString)
    }

    /// The line of the page's `assertGolden(of: recording, …)` call inside its test file.
    static func lineOfAssertion() throws -> Int {
        let test = try #require(try consumerFiles()["Tests/MyTransitionsTests/SlideUpTests.swift"])
        let index = try #require(test.components(separatedBy: "\n").firstIndex { $0.contains("assertGolden(of: recording") })
        return index + 1
    }

    static let xctestFile = """
        import Raster
        import TransitionTesting
        import XCTest

        final class StillScreenTests: XCTestCase {
            func testTealScreen() {
                let image = Pixmap(width: 8, height: 8)!
                image.clear(to: Color(r: 0, g: 128, b: 128).premultiplied)
                assertGolden(of: image, named: "teal")
            }
        }

        """

    /// `swift test` in the consumer, with `environment` over a copy of this process's
    /// environment from which every setting of this run's own tests is removed.
    static func swiftTest(in consumer: URL, environment: [String: String]) throws -> (status: Int32, output: String, tail: String) {
        var env = ProcessInfo.processInfo.environment
        for name in ["CI", "RT_RECORD", "RT_ARTIFACTS"] { env[name] = nil }
        env.merge(environment) { $1 }
        let r = try run("/usr/bin/env", ["swift", "test"], in: consumer, environment: env)
        return (r.status, r.output, String(r.output.suffix(3000)))
    }

    // MARK: Processes and files

    struct ConsumerError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func scratchDirectory() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("consumer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a program to completion with stdout and stderr together in one file (no pipe to fill).
    static func run(_ executable: String, _ arguments: [String], in directory: URL,
                    environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-log-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
