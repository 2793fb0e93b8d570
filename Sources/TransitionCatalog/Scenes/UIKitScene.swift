import UIKit
package import Raster

/// Two screens built of UIKit views and the transition between them: what one recording shows
/// (a demo, a scene file or two screenshots). Each screen builds a fresh view tree per run, as
/// an app's controllers make their views; views a transition looks up (the trigger, Ping's
/// text) carry an `accessibilityIdentifier`.
/// Sendable by hand: the screens' builders capture only immutable data (colours, decoded images)
/// and make new views on every call.
package struct UIKitScene: @unchecked Sendable {
    package var name: String
    package var summary: String
    /// The screen size in points.
    package var size: Size
    /// Pixels per point when the user does not say.
    package var defaultScale: Double
    package var from: UIKitScreen
    package var to: UIKitScreen
    /// The catalog name of the scene's transition.
    package var transition: String
    /// Run the transition's reverse (pop/dismiss) instead of its forward direction.
    package var reverse: Bool
    /// The `accessibilityIdentifier` of the trigger view in the screen the transition starts from.
    package var triggerIdentifier: String?
    /// A fixed trigger rectangle in points (wins over `triggerIdentifier`).
    package var triggerFrame: Rect?
    /// Overrides: duration in seconds and transition-specific parameters.
    package var duration: Double?
    package var parameters: [String: Double]
    /// The files the scene was read from, so a writer can refuse to overwrite one; empty for demos.
    package var inputFiles: [String] = []
    /// What a reader should be told about inputs that did not stop the load, one line each.
    package var warnings: [String] = []

    package init(name: String, summary: String, size: Size, defaultScale: Double = 3, from: UIKitScreen, to: UIKitScreen,
                 transition: String, reverse: Bool = false, triggerIdentifier: String? = nil, triggerFrame: Rect? = nil,
                 duration: Double? = nil, parameters: [String: Double] = [:]) {
        self.name = name
        self.summary = summary
        self.size = size
        self.defaultScale = defaultScale
        self.from = from
        self.to = to
        self.transition = transition
        self.reverse = reverse
        self.triggerIdentifier = triggerIdentifier
        self.triggerFrame = triggerFrame
        self.duration = duration
        self.parameters = parameters
    }
}

/// One screen of a `UIKitScene`: its name, a builder of its root view at a size in points, and
/// the status bar style its controller prefers (what an app's controller over that screen says).
package struct UIKitScreen: @unchecked Sendable {
    package var name: String
    package var build: (CGSize) -> UIView
    /// `preferredStatusBarStyle` of the screen's controller: `.default` for a screen in the
    /// system's colours (readable in either appearance), else the style its own colours need.
    package var statusBarStyle: UIStatusBarStyle
    /// `prefersStatusBarHidden` of the screen's controller: true for a screenshot, a picture of
    /// the whole screen that shows the status bar it was taken with.
    package var prefersStatusBarHidden: Bool

    package init(name: String, statusBarStyle: UIStatusBarStyle = .default, prefersStatusBarHidden: Bool = false,
                 build: @escaping (CGSize) -> UIView) {
        self.name = name
        self.statusBarStyle = statusBarStyle
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.build = build
    }

    /// The root view at `size`, its frame the whole screen.
    package func makeView(size: Size) -> UIView {
        let s = CGSize(width: size.width, height: size.height)
        let root = build(s)
        root.frame = CGRect(origin: .zero, size: s)
        return root
    }
}
