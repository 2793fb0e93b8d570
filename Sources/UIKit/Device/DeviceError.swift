/// Why a device setting was refused: each message names the value and what to give instead.
public enum DeviceError: Error, Equatable, CustomStringConvertible {
    /// No model has this name.
    case unknownDevice(String, known: [String])
    /// The device does not turn its interface to this orientation.
    case unsupportedOrientation(UIInterfaceOrientation, device: String, supported: [UIInterfaceOrientation])
    /// A setting that draws a device's system UI was asked for without a device.
    case needsDevice(setting: String)
    /// The controller that decides the interface's orientation does not support this one
    /// (its `supportedInterfaceOrientations`), so the device refuses to show it.
    case orientationUnsupportedByController(UIInterfaceOrientation, controller: String, supported: [UIInterfaceOrientation])

    public var description: String {
        switch self {
        case .unknownDevice(let name, let known):
            "unknown device '\(name)'; the known devices are \(known.joined(separator: ", "))"
        case .unsupportedOrientation(let o, let device, let supported):
            "\(device) does not turn to \(o.name); it supports \(supported.map(\.name).joined(separator: ", "))"
        case .orientationUnsupportedByController(let o, let controller, let supported):
            "\(controller)'s supportedInterfaceOrientations (\(supported.map(\.name).joined(separator: ", "))) do not include \(o.name), "
                + "so the device does not turn to it: use one of those, or return \(o.name) among them"
        case .needsDevice(let setting):
            "\(setting) draws a device's system UI: give a device (e.g. TransitionRecorder(device: .iPhone16, fps: 60))"
        }
    }
}

extension UIInterfaceOrientation {
    /// The Swift spelling of the case (`landscapeLeft`), as messages name it.
    package var name: String {
        switch self {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }
}
