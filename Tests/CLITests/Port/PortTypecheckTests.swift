import Foundation
import Testing

/// port's output is Swift the compiler accepts: sources using every edit kind fail to type-check
/// on Linux as written, and type-check after `port` against a stand-in `UIKit` module that
/// declares `Selector` with exactly the initialisers docs/uikit.md asks of the real one.
@Suite struct PortTypecheckTests {
    /// A few UIKit names, just enough for the sources below, and the documented `Selector`.
    static let standInUIKit = """
        public struct Selector {
            let call: (AnyObject, Any?, Any?) -> Void
            public init<T: AnyObject>(_ method: @escaping (T) -> () -> Void) { call = { t, _, _ in method(t as! T)() } }
            public init<T: AnyObject, Sender>(_ method: @escaping (T) -> (Sender) -> Void) { call = { t, s, _ in method(t as! T)(s as! Sender) } }
            public init<T: AnyObject, Sender, Event>(_ method: @escaping (T) -> (Sender, Event) -> Void) {
                call = { t, s, e in method(t as! T)(s as! Sender, e as! Event) }
            }
            public init<T: AnyObject, Result>(_ method: @escaping (T) -> () -> Result) { call = { t, _, _ in _ = method(t as! T)() } }
            public init<T: AnyObject, Sender, Result>(_ method: @escaping (T) -> (Sender) -> Result) { call = { t, s, _ in _ = method(t as! T)(s as! Sender) } }
            public init<T: AnyObject, Value>(getter: KeyPath<T, Value>) { call = { _, _, _ in } }
            public init<T: AnyObject, Value>(setter: ReferenceWritableKeyPath<T, Value>) { call = { _, _, _ in } }
        }
        open class UIEvent {}
        open class UIView { public init() {}; open func layoutSubviews() {}; public var alpha = 1.0 }
        open class UIControl: UIView {
            public struct Event: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }
                public static let touchUpInside = Event(rawValue: 1) }
            public func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {}
        }
        open class UIButton: UIControl {}
        open class UIGestureRecognizer { public init(target: AnyObject?, action: Selector?) {} }
        open class UIPanGestureRecognizer: UIGestureRecognizer {}
        public enum UIStatusBarStyle { case `default`, lightContent }
        open class UIViewController {
            public init() {}
            public let view = UIView()
            open func viewDidLoad() {}
            open func viewWillAppear(_ animated: Bool) {}
            open var preferredStatusBarStyle: UIStatusBarStyle { .default }
        }
        open class CALayer { public init() {}; public var opacity: Float = 1 }
        open class CABasicAnimation { public init(keyPath: String?) {} }

        """

    static let controller = """
        import UIKit

        protocol Refreshing: AnyObject { func refresh() }

        class Controller: UIViewController, Refreshing {
            @IBOutlet weak var button: UIButton!
            @objc dynamic var progress = 0.0
            let pan = UIPanGestureRecognizer(target: nil, action: #selector(panned(_:)))

            override func viewDidLoad() {
                super.viewDidLoad()
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                button.addTarget(self, action: #selector(self.pressed(_:event:)), for: .touchUpInside)
                _ = #selector(getter: progress)
                _ = #selector(setter: Controller.progress)
                _ = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
            }
            @objc func tapped() {}
            @IBAction func pressed(_ sender: UIButton, event: UIEvent) {}
            @objc private func panned(_ recognizer: UIPanGestureRecognizer) {}
            @objc func refresh() {}
        }

        extension Refreshing {
            func wire(_ button: UIButton) { button.addTarget(self, action: #selector(refresh), for: .touchUpInside) }
        }

        """

    static let layout = """
        import UIKit

        extension Controller {
            /// Starts dim.
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                view.alpha = 0.5
            }

            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }

        """

    /// `swiftc` from the PATH the tests run with (the toolchain that runs them).
    static func swiftc() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return try #require(found, "swiftc is not on PATH (\(path)); this test type-checks port's output with it")
    }

    /// Runs swiftc with `arguments` in `directory`: exit status and diagnostics.
    static func compile(_ arguments: [String], in directory: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try swiftc())
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = err
        try process.run()
        let output = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Issue 28's forms: a library wrapped in `#if os(iOS)`, submodule and ObjectiveC imports,
    /// an `@objc` protocol held weakly, optional requirements of non-optional type with a
    /// conformer, and a Foundation-only file selecting a method that returns a value.
    static let deck = """
        #if os(iOS)
        import UIKit.UIGestureRecognizerSubclass
        import ObjectiveC

        @objc protocol DeckDelegate {
            @objc optional var scrollViewForDeck: UIView { get }
            @objc optional func shouldDismiss() -> Bool
        }

        final class Presenter {
            weak var delegate: DeckDelegate?
            func dismiss() -> Bool { delegate?.shouldDismiss?() ?? true }
            var scroll: UIView? { delegate?.scrollViewForDeck }
        }

        final class Sheet: UIViewController, DeckDelegate {
            var scrollViewForDeck: UIView { view }
            func shouldDismiss() -> Bool { false }
        }
        #endif

        """
    static let ticker = """
        import Foundation

        final class Ticker {
            @objc func tick() -> Bool { true }
            lazy var selector = #selector(tick)
            func make() -> Presenter { Presenter() }
        }

        """

    @Test func issue28FormsTypeCheckAfterPort() throws {
        let dir = try CLIProcess.temporaryDirectory("port-typecheck-28")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.standInUIKit.write(to: dir.appendingPathComponent("StandIn.swift"), atomically: true, encoding: .utf8)
        try Self.deck.write(to: dir.appendingPathComponent("Deck.swift"), atomically: true, encoding: .utf8)
        try Self.ticker.write(to: dir.appendingPathComponent("Ticker.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("modules"), withIntermediateDirectories: true)
        let module = try Self.compile(["-emit-module", "-module-name", "UIKit", "-parse-as-library", "StandIn.swift",
                                       "-emit-module-path", "modules/UIKit.swiftmodule"], in: dir)
        #expect(module.0 == 0, "the stand-in UIKit does not compile: \(module.1)")
        let before = try Self.compile(["-typecheck", "-parse-as-library", "-I", "modules", "Deck.swift", "Ticker.swift"], in: dir)
        #expect(before.0 != 0)
        #expect(before.1.contains("cannot find type 'Presenter' in scope"), "#if os(iOS) hides the library: \(before.1)")

        let r = try CLIProcess.run(["port", "Deck.swift", "Ticker.swift", "--out", "ported"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let after = try Self.compile(["-typecheck", "-parse-as-library", "-I", "modules", "ported/Deck.swift", "ported/Ticker.swift"], in: dir)
        #expect(after.0 == 0, "port's output does not type-check:\n\(after.1)\n--- output:\n\(r.stdout)")
    }

    @Test func portedSourcesTypeCheckAndTheOriginalsDoNot() throws {
        let dir = try CLIProcess.temporaryDirectory("port-typecheck")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.standInUIKit.write(to: dir.appendingPathComponent("StandIn.swift"), atomically: true, encoding: .utf8)
        try Self.controller.write(to: dir.appendingPathComponent("Controller.swift"), atomically: true, encoding: .utf8)
        try Self.layout.write(to: dir.appendingPathComponent("Controller+Layout.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("modules"), withIntermediateDirectories: true)
        let module = try Self.compile(["-emit-module", "-module-name", "UIKit", "-parse-as-library", "StandIn.swift",
                                       "-emit-module-path", "modules/UIKit.swiftmodule"], in: dir)
        #expect(module.0 == 0, "the stand-in UIKit does not compile: \(module.1)")

        let before = try Self.compile(["-typecheck", "-I", "modules", "Controller.swift", "Controller+Layout.swift"], in: dir)
        #expect(before.0 != 0)
        #expect(before.1.contains("Objective-C interoperability is disabled"), "\(before.1)")

        let r = try CLIProcess.run(["port", "Controller.swift", "Controller+Layout.swift", "--out", "ported"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("15 edits in 2 of 2 files; written to ported\n"), "\(r.stdout)")
        let unmoved = try Self.compile(["-typecheck", "-I", "modules", "ported/Controller.swift", "Controller+Layout.swift"], in: dir)
        #expect(unmoved.0 != 0)
        #expect(unmoved.1.contains("cannot be overridden from extension"), "\(unmoved.1)")
        let after = try Self.compile(["-typecheck", "-I", "modules", "ported/Controller.swift", "ported/Controller+Layout.swift"], in: dir)
        #expect(after.0 == 0, "port's output does not type-check:\n\(after.1)\n--- output:\n\(r.stdout)")
    }
}
