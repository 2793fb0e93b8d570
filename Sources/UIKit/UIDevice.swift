// Covers UIDevice: `current`, name, model, systemName, systemVersion, userInterfaceIdiom,
// orientation (a device recording's; else portrait), battery and proximity flags, the
// orientation notifications. A recording on a device model (Device/DeviceModel.swift) answers
// its name and idiom; other recordings are an unnamed iPhone (or iPad, by screen size). Not
// covered: identifierForVendor.

import Foundation

/// The device a recording runs on: an iPhone in portrait, as recordings are drawn.
open class UIDevice {
    /// The one device.
    public static let current = UIDevice()

    /// The device model's name on a device recording (`iPhone 16`), else "iPhone".
    open var name: String { DeviceScreen.current?.device.displayName ?? "iPhone" }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var systemName: String { "iOS" }
    /// The iOS version whose UIKit behaviour the module follows.
    open var systemVersion: String { "18.0" }
    /// The device model's idiom on a device recording; else a phone when the screen is
    /// narrower than 600 points (as an iPhone's is), else a pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        if let device = DeviceScreen.current?.device { return device.idiom }
        return UIScreen.main.bounds.width < 600 || UIScreen.main.bounds.height < 600 ? .phone : .pad
    }
    /// The way a device recording's device is held (its interface upright); portrait otherwise.
    open var orientation: UIDeviceOrientation { DeviceScreen.current.map { UIDeviceOrientation($0.orientation) } ?? .portrait }
    open var isGeneratingDeviceOrientationNotifications: Bool { generatesOrientationNotifications }
    open var isMultitaskingSupported: Bool { true }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: UIDevice.BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }

    private var generatesOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { generatesOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { generatesOrientationNotifications = false }

    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// Which kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
