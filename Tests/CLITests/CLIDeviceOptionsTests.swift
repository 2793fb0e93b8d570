import Testing
import TestSupport
import Raster
import Transitions
import UIKit
import TransitionCatalog
@testable import RenderTransitionCLI

/// `--device`, `--orientation` and `--system-ui`: parsed, checked, and applied to the scene.
@Suite(.uikitTurns) struct CLIDeviceOptionsTests {
    let parser = ArgumentParser(command: "render-transition", options: RenderOptions.render)

    private func usage(_ arguments: [String]) -> String {
        do { _ = try RenderRequest(parser.parse(arguments)); return "accepted" } catch { return error.description }
    }

    @Test func aDeviceSetsTheScaleAndTheScreen() throws {
        let r = try RenderRequest(parser.parse(["--device", "iphone-16"]))
        #expect(r.settings.scale == 3)
        #expect(r.device?.device == .iPhone16)
        #expect(r.device?.orientation == .portrait)
        #expect(try r.onDevice(UIKitScene.ping).size == Size(width: 393, height: 852))
        #expect(try r.onDevice(UIKitScene.ping).warnings.isEmpty)
        let pad = try RenderRequest(parser.parse(["--device", "ipad-10", "--orientation", "landscape", "--scale", "1"]))
        #expect(pad.settings.scale == 1, "--scale wins over the device's")
        #expect(try pad.onDevice(UIKitScene.ping).size == Size(width: 1180, height: 820))
    }

    @Test func noDeviceKeepsTheScene() throws {
        let r = try RenderRequest(parser.parse([]))
        #expect(r.device == nil)
        #expect(r.settings.scale == nil)
        #expect(try r.onDevice(UIKitScene.ping).size == UIKitScene.ping.size)
    }

    @Test func systemUIReachesTheRecorderWithoutAWarning() throws {
        let r = try RenderRequest(parser.parse(["--device", "iphone-se-3", "--system-ui"]))
        #expect(r.device?.systemUI == true)
        #expect(r.environment.systemUI && r.environment.device?.name == "iphone-se-3")
        #expect(try r.onDevice(UIKitScene.ping).warnings.isEmpty)
    }

    @Test func anUnknownDeviceNamesTheKnownOnes() {
        #expect(usage(["--device", "iphone-17"])
            == "--device unknown device 'iphone-17'; the known devices are iphone-se-3, iphone-16, iphone-16-pro-max, ipad-10; did you mean 'iphone-16'?")
    }

    @Test func anOrientationTheDeviceDoesNotTurnToIsAUsageError() {
        #expect(usage(["--device", "iphone-16", "--orientation", "upside-down"])
            == "--orientation upside-down: the iPhone 16 does not turn that way; it supports portrait, landscape, landscape-left, landscape-right")
        #expect(usage(["--device", "iphone-se-3", "--orientation", "upside-down"]) == "accepted")
        #expect(usage(["--device", "iphone-16", "--orientation", "sideways"]).hasPrefix("--orientation 'sideways' is not one of portrait, landscape"))
    }

    @Test func theDeviceOptionsNeedADevice() {
        #expect(usage(["--system-ui"]).hasPrefix("--system-ui needs a device: add --device NAME (iphone-se-3, iphone-16"))
        #expect(usage(["--orientation", "landscape"]).hasPrefix("--orientation needs a device"))
    }
}
