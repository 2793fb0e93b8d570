// Status: `UIApplication.supportedInterfaceOrientations(for:)`, the orientations the app allows
// in a window: with no app delegate to ask (a recording has none) UIKit answers the Info.plist's
// `UISupportedInterfaceOrientations`, which for Xcode's app template is every orientation but
// upside down on a phone and all four on a pad.

extension UIApplication {
    /// The orientations the app's windows may take: `.allButUpsideDown` on a phone, `.all` on a pad.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
}
