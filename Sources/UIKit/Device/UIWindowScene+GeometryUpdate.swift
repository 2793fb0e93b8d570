import Foundation

// Covers turning the interface from code (iOS 16's `requestGeometryUpdate` with
// `GeometryPreferences.iOS(interfaceOrientations:)`) in a device recording: the scene turns to
// the first orientation of the mask the device supports (none if it shows one already); an
// orientation the device does not support, or a request outside a device recording, goes to
// `errorHandler`, or without one stops the recording with that error; so does one the deciding
// controller's `supportedInterfaceOrientations` leaves out (SystemChrome+Orientation.swift).
// Not covered: the macOS and visionOS preferences, the app's own supported orientations.

extension UIWindowScene {
    /// What a scene's geometry should become.
    open class GeometryPreferences {
        public init() {}
    }

    /// Turns the scene's interface to one of the preferred orientations, animated.
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((Error) -> Void)? = nil) {
        func fail(_ error: DeviceError) {
            if let errorHandler { errorHandler(error) } else { RecordingLog.error("requestGeometryUpdate: \(error.description)") }
        }
        guard let wanted = (geometryPreferences as? GeometryPreferences.iOS)?.interfaceOrientations.orientations else {
            RecordingLog.error("requestGeometryUpdate: give UIWindowScene.GeometryPreferences.iOS(interfaceOrientations:), the iOS preferences")
            return
        }
        guard let screen = DeviceScreen.current, let chrome = screen.chrome else {
            fail(.needsDevice(setting: "requestGeometryUpdate"))
            return
        }
        guard !wanted.contains(screen.orientation) else { return }
        let turnable = wanted.filter(screen.device.supports)
        guard let first = turnable.first else {
            fail(.unsupportedOrientation(wanted.first ?? .unknown, device: screen.device.displayName, supported: screen.device.supportedOrientations))
            return
        }
        guard let o = turnable.first(where: { chrome.controllerRefusal(of: $0) == nil }) else {
            if let refusal = chrome.controllerRefusal(of: first) { fail(refusal) }
            return
        }
        do { try chrome.turn(to: o) } catch { fail(error) }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The iOS preferences: the orientations the interface may turn to.
    open class iOS: UIWindowScene.GeometryPreferences {
        open var interfaceOrientations: UIInterfaceOrientationMask
        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.interfaceOrientations = interfaceOrientations
            super.init()
        }
    }
}
