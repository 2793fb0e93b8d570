import Foundation

/// What a package depending on this one pays per frame in its debug build, beside its release
/// build: a throwaway consumer package in a temporary directory (depending on this checkout by
/// path, as a user's would by URL) built both ways, its executable recording Ping as a user's
/// UIKit code does (this package's dogfood reveal screens, copied into the consumer as an app's
/// own sources, pushed with the catalog's public `CircularRevealAnimator` in a
/// `TransitionRecorder`) at 390 x 844 and 1170 x 2532, drawing frames with `Recording.frame(_:)`
/// (what a strategy's shot draws; no PNG encode) and checking each frame against its golden PNG
/// through `GoldenImage.png.verify` (what `assertGolden` runs: read the file, decode it,
/// compare), so the figures are a golden test's per-frame cost and its two parts.
///
/// A dependency is built with SwiftPM's defaults, -Onone and C at -O0 in debug, and may carry no
/// unsafeFlags, so this is the figure a user's `swift test` sees; the target is within 3x.
struct ConsumerDebug {
    /// This package's root (holding Package.swift).
    let packageRoot: URL
    /// Frames rendered per size (spread over the transition); the median is reported.
    let frames: Int

    /// One build configuration's figures: per-frame medians in milliseconds.
    struct Figures {
        /// Per size (390 x 844, then 1170 x 2532): rendering one frame, and asserting it
        /// against its golden.
        var render = [0.0, 0.0], assertion = [0.0, 0.0]
    }

    /// The sizes the consumer renders, as its output names them.
    static let sizes = ["390x844", "1170x2532"]

    struct Failure: Error { let message: String }

    /// Passes of each build, alternating (debug, release, release, debug, ...): the host's
    /// load drifts over minutes, and back-to-back passes see the same load.
    static let passes = 5

    /// Builds the consumer in debug and in release, then runs the two alternately; returns each
    /// figure's median over the passes, (debug, release).
    func run(say: (String) -> Void) throws -> (debug: Figures, release: Figures) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("rt-consumer-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        defer { try? FileManager.default.removeItem(at: work) }
        try writePackage(at: work)
        let configurations = ["debug", "release"]
        for configuration in configurations {
            let started = Date()
            try Self.shell(["swift", "build", "-c", configuration, "--product", "RTConsumer", "--package-path", work.path], in: work)
            say(String(format: "  built the consumer (%@) in %.0f s", configuration, Date().timeIntervalSince(started)))
        }
        var passes: [String: [Figures]] = [:]
        for pass in 0..<Self.passes {
            for configuration in pass % 2 == 0 ? configurations : configurations.reversed() {
                let binary = work.appendingPathComponent(".build/\(configuration)/RTConsumer").path
                let output = try Self.shell([binary, String(frames)], in: work)
                passes[configuration, default: []].append(try Self.parse(output, configuration: configuration))
            }
        }
        return (Self.median(passes["debug"]!), Self.median(passes["release"]!))
    }

    /// Each figure's median over the passes.
    private static func median(_ all: [Figures]) -> Figures {
        func m(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Figures(render: (0..<2).map { k in m(all.map { $0.render[k] }) },
                       assertion: (0..<2).map { k in m(all.map { $0.assertion[k] }) })
    }

    /// The app code the consumer records: the dogfood's reveal screens and navigation delegate.
    static let appSources = ["RevealScreenController.swift", "RevealNavigationDelegate.swift"]

    /// The consumer: Package.swift, the app's sources and one executable (the figures it prints
    /// are parsed back).
    private func writePackage(at root: URL) throws {
        let sources = root.appendingPathComponent("Sources/RTConsumer")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let reveal = packageRoot.appendingPathComponent("Sources/UIKitDogfood/Reveal")
        for name in Self.appSources {
            try FileManager.default.copyItem(at: reveal.appendingPathComponent(name), to: sources.appendingPathComponent(name))
        }
        // A path dependency's identity is its folder's name.
        let identity = packageRoot.lastPathComponent
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "RTConsumer",
                dependencies: [.package(path: \(Self.literal(packageRoot.path)))],
                targets: [
                    .executableTarget(name: "RTConsumer", dependencies: [
                        .product(name: "Raster", package: \(Self.literal(identity))),
                        .product(name: "Transitions", package: \(Self.literal(identity))),
                        .product(name: "UIKit", package: \(Self.literal(identity))),
                        .product(name: "UIKitRecorder", package: \(Self.literal(identity))),
                        .product(name: "TransitionCatalog", package: \(Self.literal(identity))),
                        .product(name: "TransitionTesting", package: \(Self.literal(identity))),
                    ], swiftSettings: [.swiftLanguageMode(.v5)]),
                ]
            )

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.consumerMain.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    }

    /// The consumer's program: `RTConsumer N` records Ping at each size and draws N of its frames,
    /// one thread, and
    /// prints `render <width>x<height> <median ms>`; then writes each of those frames as a golden
    /// PNG as a recording writes it (untimed) and prints `assert <width>x<height> <median ms>` for
    /// verifying each frame against its golden, as a passing `assertGolden` does.
    private static let consumerMain = """
        import Foundation
        import Raster
        import Transitions
        import TransitionTesting
        import UIKit
        import UIKitRecorder

        func cpuMilliseconds() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
        }

        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

        let frames = Int(CommandLine.arguments[1]) ?? 5
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("rt-consumer-goldens-\\(getpid())").path
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: goldens) }
        for scale in [1, 3] {
            let nav = UINavigationController(rootViewController: RevealScreenController.white())
            nav.isNavigationBarHidden = true
            let delegate = RevealNavigationDelegate()
            nav.delegate = delegate
            let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: CGFloat(scale), fps: 60)
            let recording = try withExtendedLifetime(delegate) {
                try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
            }
            _ = try recording.frame(recording.frameCount / 2) // caches fill, untimed
            var times: [Double] = []
            var rendered: [(index: Int, frame: Pixmap)] = []
            for k in 0..<frames {
                let index = k * (recording.frameCount - 1) / max(frames - 1, 1)
                let start = cpuMilliseconds()
                let frame = try recording.frame(index)
                times.append(cpuMilliseconds() - start)
                rendered.append((index, frame))
            }
            let size = "\\(recording.pixelWidth)x\\(recording.pixelHeight)"
            print("render \\(size) \\(median(times))")
            var assertions: [Double] = []
            for (index, frame) in rendered {
                let path = "\\(goldens)/\\(size)-\\(index).png"
                try Data(GoldenImage.png.encode(frame)).write(to: URL(fileURLWithPath: path)) // as recording writes it
                let start = cpuMilliseconds()
                let result = GoldenImage.png.verify(frame, golden: path, record: .never, filter: "RTConsumer")
                assertions.append(cpuMilliseconds() - start)
                guard result.passed else { fatalError("frame \\(index) did not match its own golden: \\(result.message)") }
            }
            print("assert \\(size) \\(median(assertions))")
        }

        """

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func parse(_ output: String, configuration: String) throws -> Figures {
        var figures = Figures()
        var seen = 0
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let value = Double(parts[2]), let size = sizes.firstIndex(of: String(parts[1])) else { continue }
            switch parts[0] {
            case "render": figures.render[size] = value; seen += 1
            case "assert": figures.assertion[size] = value; seen += 1
            default: break
            }
        }
        guard seen == 4 else {
            throw Failure(message: "the \(configuration) consumer did not print render and assert figures for both sizes: \(output)")
        }
        return figures
    }

    /// Runs a command, returns its standard output; a failure carries its standard error.
    @discardableResult
    private static func shell(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // One pipe for both streams, read before waiting, so a chatty build cannot fill a pipe
        // and stall; the figures' lines are told apart by their first word.
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: outData, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let tail = text.split(separator: "\n").suffix(15).joined(separator: "\n")
            throw Failure(message: "`\(arguments.joined(separator: " "))` failed (exit \(process.terminationStatus)):\n\(tail)")
        }
        return text
    }
}
