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

    /// `scene` on the requested device: a demo's or scene file's screen becomes the device's
    /// (screenshots keep their own size, read at the device's scale); the recorder draws the
    /// system UI (`environment`, RenderRequest+Environment.swift).
    package func onDevice(_ scene: UIKitScene) -> UIKitScene {
        guard let device else { return scene }
        var s = scene
        if case .screenshots = source {} else { s.size = device.screenSize }
        return s
    }
}
