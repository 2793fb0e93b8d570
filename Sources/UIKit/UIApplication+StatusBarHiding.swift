// Status: `UIApplication.setStatusBarHidden(_:with:)`, the app-level call (deprecated since
// iOS 9) that hides the status bar: as on a device with view-controller-based status bar
// appearance (Info.plist's default, and the only appearance here), it does not change the
// status bar drawn — the controller's `prefersStatusBarHidden` decides — so it warns, naming
// what to do; `isStatusBarHidden` reads back the value set, as `statusBarStyle` does
// (UIApplication+Extras.swift).

extension UIApplication {
    /// Records `hidden` as `isStatusBarHidden` and warns that the drawn status bar follows the
    /// controllers' `prefersStatusBarHidden` instead.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        isStatusBarHidden = hidden
        RecordingLog.warning("UIApplication.setStatusBarHidden(\(hidden), with: .\(animation)) does not change the status bar with view-controller-based status bar appearance (the default, and the only one here); override prefersStatusBarHidden (and preferredStatusBarUpdateAnimation) in the controller and call setNeedsStatusBarAppearanceUpdate()")
    }
}
