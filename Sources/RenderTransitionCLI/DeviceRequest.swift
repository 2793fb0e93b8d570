import Raster
import Transitions
import UIKit
import TransitionCatalog

/// `--device`, `--orientation` and `--system-ui` as typed values: the device model the frames
/// show, held how, and whether its status bar, home indicator and rounded corners are drawn.
package struct DeviceRequest: Sendable, Equatable {
    package var device: DeviceModel
    package var orientation: UIInterfaceOrientation
    package var systemUI: Bool

    /// The words `--orientation` takes and what they mean (`landscape`: the home indicator or
    /// button on the right, the way iOS turns first).
    package static let orientations: [(word: String, orientation: UIInterfaceOrientation)] = [
        ("portrait", .portrait), ("landscape", .landscapeRight), ("landscape-left", .landscapeLeft),
        ("landscape-right", .landscapeRight), ("upside-down", .portraitUpsideDown),
    ]

    /// Reads the device options; nil when `--device` is absent (and so are the options that need it).
    package init?(_ p: ParsedArguments) throws(CLIError) {
        guard let name = p.value("--device") else {
            if let other = ["--orientation", "--system-ui"].first(where: p.has) {
                throw .usage("\(other) needs a device: add --device NAME (\(DeviceModel.all.map(\.name).joined(separator: ", ")))")
            }
            return nil
        }
        let model: DeviceModel
        do {
            model = try DeviceModel.named(name)
        } catch {
            let hint = EditDistance.nearest(to: name, among: DeviceModel.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw .usage("--device \(error.description)\(hint)")
        }
        let word = try OptionValue.choice(p.value("--orientation") ?? "portrait", option: "--orientation",
                                          among: Self.orientations.map(\.word))
        let turned = Self.orientations.first { $0.word == word }!.orientation
        guard model.supports(turned) else {
            let supported = Self.orientations.filter { model.supports($0.orientation) }.map(\.word)
            throw .usage("--orientation \(word): the \(model.displayName) does not turn that way; it supports \(supported.joined(separator: ", "))")
        }
        device = model
        orientation = turned
        systemUI = p.has("--system-ui")
    }

    /// The screen in points the device shows in its orientation.
    package var screenSize: Size {
        let s = device.screenSize(in: orientation)
        return Size(width: Double(s.width), height: Double(s.height))
    }
}

extension RenderRequest {
    /// Reads the device options; the device's scale becomes the default `--scale`.
    mutating func readDeviceOptions(_ p: ParsedArguments) throws(CLIError) {
        device = try DeviceRequest(p)
        if let device, settings.scale == nil { settings.scale = Double(device.device.scale) }
    }

    /// `scene` on the requested device: a demo's or scene file's screen becomes the device's;
    /// screenshots, read at the device's scale, must be its screen in the orientation: a picture
    /// of a whole screen on another screen would leave part of it empty or be cut off, so it is
    /// refused saying which sizes differ and what fits. The recorder draws the system UI
    /// (`environment`, RenderRequest+Environment.swift), over screenshots without its status
    /// bar (they hold their own: `UIKitScene(screenshots:)`).
    package func onDevice(_ scene: UIKitScene) throws(CLIError) -> UIKitScene {
        guard let device else { return scene }
        var s = scene
        guard case .screenshots(let from, _, _, _) = source else {
            s.size = device.screenSize
            return s
        }
        let screen = device.screenSize
        guard scene.size != screen else { return s }
        let scale = settings.scale ?? Double(device.device.scale)
        func pixels(_ size: Size, _ scale: Double) -> String { "\(Int((size.width * scale).rounded())) x \(Int((size.height * scale).rounded())) pixels" }
        // Points to two decimals: a screenshot's need not divide by the scale.
        func points(_ size: Size) -> String {
            func short(_ v: Double) -> String { ((v * 100).rounded() / 100).messageDescription }
            return "\(short(size.width)) x \(short(size.height)) pt"
        }
        let held = device.orientation.isLandscape ? "held in landscape" : "in portrait"
        let turned = Size(width: screen.height, height: screen.width)
        let deviceScale = Double(device.device.scale)
        let hint: String
        if scene.size == turned {
            hint = device.orientation.isLandscape ? "these are portrait screenshots: drop --orientation" : "these are landscape screenshots: add --orientation landscape"
        } else if scale != deviceScale, Size(width: scene.size.width * scale / deviceScale, height: scene.size.height * scale / deviceScale) == screen {
            hint = "read at the device's scale they fit: drop --scale \(scale.messageDescription)"
        } else {
            hint = "give screenshots of that screen, or drop --device to render these at their own size"
        }
        throw .usage("--from \(from) is \(pixels(scene.size, scale)), \(points(scene.size)) at --scale \(scale.messageDescription), but the "
                     + "\(device.device.displayName) \(held) is \(points(screen)) (\(pixels(screen, deviceScale)) at \(deviceScale.messageDescription)x): \(hint)")
    }
}
