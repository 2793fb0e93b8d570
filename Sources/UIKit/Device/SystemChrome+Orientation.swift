// Covers `supportedInterfaceOrientations` as a device recording reads it: the controller that
// decides (the root, or the topmost full-screen presented controller) must support the
// orientation the recording starts in and the one a `requestGeometryUpdate` turns to, or the
// device refuses it and the recording stops with an error naming the controller. UIKit's
// defaults apply (all but upside down on a phone, all on a pad). Not covered: the app's own
// mask (Info.plist), `shouldAutorotate`, the navigation and tab bar delegates'
// `…SupportedInterfaceOrientations` (a container gives its own mask, not its children's).

extension SystemChrome {
    /// Why the deciding controller refuses `orientation`, or nil when it supports it (or no
    /// root is set yet).
    package func controllerRefusal(of orientation: UIInterfaceOrientation) -> DeviceError? {
        guard let root = attachedWindow?.rootViewController else { return nil }
        let deciding = Self.presentedTop(from: root)
        let supported = deciding.supportedInterfaceOrientations.orientations
        guard !supported.contains(orientation) else { return nil }
        return .orientationUnsupportedByController(orientation, controller: String(describing: type(of: deciding)), supported: supported)
    }

    /// Once the root has appeared: a root that does not support the orientation the recording
    /// started in stops the recording, as the device would not show it that way.
    package func checkStartingOrientation() {
        if let refusal = controllerRefusal(of: screen.orientation) { RecordingLog.error(refusal.description) }
    }
}
