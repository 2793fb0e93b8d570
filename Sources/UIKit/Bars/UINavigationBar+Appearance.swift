import Foundation

// Status: UIAppearance for UINavigationBar: `UINavigationBar.appearance()` is the class's proxy,
// and what is set on it (barTintColor, tintColor, titleTextAttributes, isTranslucent, barStyle,
// shadowImage, background images) is given to every bar made afterwards; reading it gives what
// was set on it (PreviewTransition styles its labels from the proxy's titleTextAttributes).
// Differs: iOS gives a bar its appearance when the bar enters a window, here when it is made,
// so a bar made before the proxy was set keeps its own; there is one proxy per thread (a
// recording runs on one), and it is a UINavigationBar, not `Self`. Not covered:
// appearance(whenContainedInInstancesOf:), appearance(for:) with traits, other classes' proxies.

/// A class whose instances take their looks from a proxy (UIKit's UIAppearance).
public protocol UIAppearance: AnyObject {}

extension UINavigationBar: UIAppearance {
    /// The proxy whose settings new bars take.
    public class func appearance() -> UINavigationBar {
        if let proxy = NavigationBarAppearance.proxy { return proxy }
        let proxy = UINavigationBar(frame: .zero)
        NavigationBarAppearance.proxy = proxy
        return proxy
    }
}

/// The per-thread proxy and how a new bar takes its settings.
enum NavigationBarAppearance {
    private static let key = "UIKit.UINavigationBar.appearance"

    static var proxy: UINavigationBar? {
        get { Thread.current.threadDictionary[key] as? UINavigationBar }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// Gives `bar` what was set on the proxy (a fresh proxy's values are a fresh bar's own).
    static func apply(to bar: UINavigationBar) {
        guard let proxy, proxy !== bar else { return }
        bar.barTintColor = proxy.barTintColor
        bar.tintColor = proxy.tintColor
        bar.titleTextAttributes = proxy.titleTextAttributes
        bar.isTranslucent = proxy.isTranslucent
        bar.barStyle = proxy.barStyle
        bar.shadowImage = proxy.shadowImage
        for metrics in [UIBarMetrics.default, .compact, .defaultPrompt, .compactPrompt] {
            if let image = proxy.backgroundImage(for: metrics) { bar.setBackgroundImage(image, for: metrics) }
        }
    }
}
