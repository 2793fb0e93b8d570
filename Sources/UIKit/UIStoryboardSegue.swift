// Covers UIStoryboardSegue made in code: `init(identifier:source:destination:)` with `perform()`
// overridden by a subclass, `init(identifier:source:destination:performHandler:)`, and
// UIViewController's `performSegue(withIdentifier:sender:)`, which finds the segue registered in
// code with `registerSegue(withIdentifier:_:)` (what a storyboard's segue would be), calls the
// source's `prepare(for:sender:)`, then `perform()`. Storyboard files are not read
// (`UIStoryboard` records a clear error); unwind segues are absent.

/// A transition from one controller to another, made in code.
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    private let handler: (() -> Void)?

    /// A segue whose subclass shows `destination` in `perform()`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        handler = nil
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        handler = performHandler
        super.init()
    }

    /// Shows the destination: a subclass overrides this (the base class runs its perform handler, if any).
    open func perform() { handler?() }
}

/// Storyboards: not read here. Each use records an error that names what to do instead.
open class UIStoryboard: NSObject {
    private let name: String

    /// Records an error: storyboard files are not read on Linux.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        RecordingLog.error(UIStoryboard.message(name))
    }

    /// nil, with the error recorded.
    open func instantiateInitialViewController() -> UIViewController? {
        RecordingLog.error(UIStoryboard.message(name))
        return nil
    }

    /// A plain controller standing in for the storyboard's, with the error recorded (the recording fails).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        RecordingLog.error(UIStoryboard.message(name) + " (asked for the controller '\(identifier)')")
        return UIViewController()
    }

    private static func message(_ name: String) -> String {
        "UIStoryboard(name: \"\(name)\"): storyboard files are not read here; make the controllers in code and register each segue with registerSegue(withIdentifier:_:) on its source controller"
    }
}

extension UIViewController {
    /// Makes `performSegue(withIdentifier: identifier, sender:)` on this controller build the segue
    /// with `make` (given this controller and the sender): the code-side stand-in for a storyboard segue.
    public func registerSegue(withIdentifier identifier: String, _ make: @escaping (_ source: UIViewController, _ sender: Any?) -> UIStoryboardSegue) {
        registeredSegues.makers[identifier] = make
    }

    /// Builds the segue registered under `identifier`, lets `prepare(for:sender:)` see it, then performs it.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let make = registeredSegues.makers[identifier] else {
            RecordingLog.error("performSegue(withIdentifier: \"\(identifier)\") on \(type(of: self)): no segue '\(identifier)' is registered; storyboards are not read here, so register it in code with registerSegue(withIdentifier:_:) (a UIStoryboardSegue subclass whose perform() shows the destination)")
            return
        }
        let segue = make(self, sender)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Controllers do not come from storyboards here.
    public var storyboard: UIStoryboard? { nil }

    private var registeredSegues: SegueRegistry {
        if let r = objc_getAssociatedObject(self, &SegueRegistry.key) as? SegueRegistry { return r }
        let r = SegueRegistry()
        objc_setAssociatedObject(self, &SegueRegistry.key, r, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return r
    }
}

/// The segues registered on one controller.
private final class SegueRegistry {
    nonisolated(unsafe) static var key: UInt8 = 0
    var makers: [String: (UIViewController, Any?) -> UIStoryboardSegue] = [:]
}
