import Foundation
import Testing
import TestSupport
import Raster
import Transitions
import TransitionCatalog
@testable import RenderTransitionCLI

/// Screenshots on a device must be its screen in the orientation asked for (at the device's
/// scale unless `--scale` says otherwise): any other size is refused naming both sizes and what fits.
@Suite(.uikitTurns) struct CLIDeviceScreenshotTests {
    let parser = ArgumentParser(command: "render-transition", options: RenderOptions.render)

    /// The screenshots' scene of `width x height` pixels on the device the arguments give, or the error.
    func onDevice(_ width: Int, _ height: Int, _ arguments: [String]) throws -> String {
        let request = try RenderRequest(parser.parse(["--from", "a.png", "--to", "b.png"] + arguments))
        let shot = try #require(Pixmap(width: width, height: height))
        let pair = try ScreenshotScene.prepare(from: shot, fromName: "a.png", to: shot, toName: "b.png", scale: request.settings.scale ?? 1)
        do {
            let scene = try request.onDevice(UIKitScene(screenshots: pair, transition: "cross-dissolve", trigger: nil))
            return "\(scene.size.width.messageDescription) x \(scene.size.height.messageDescription)"
        } catch {
            return error.description
        }
    }

    @Test func screenshotsOfTheDevicesScreenAreAccepted() throws {
        // 1179 x 2556 pixels at the iPhone 16's 3x: 393 x 852 pt; held sideways, 2556 x 1179.
        #expect(try onDevice(1179, 2556, ["--device", "iphone-16"]) == "393 x 852")
        #expect(try onDevice(2556, 1179, ["--device", "iphone-16", "--orientation", "landscape"]) == "852 x 393")
    }

    @Test func portraitScreenshotsOnALandscapeDeviceAreRefusedWithTheOrientationToUse() throws {
        #expect(try onDevice(1179, 2556, ["--device", "iphone-16", "--orientation", "landscape"])
            == "--from a.png is 1179 x 2556 pixels, 393 x 852 pt at --scale 3, but the iPhone 16 held in landscape is 852 x 393 pt "
            + "(2556 x 1179 pixels at 3x): these are portrait screenshots: drop --orientation")
    }

    @Test func screenshotsReadAtAnotherScaleAreRefusedWithTheScaleThatFits() throws {
        #expect(try onDevice(1179, 2556, ["--device", "iphone-16", "--scale", "1"])
            == "--from a.png is 1179 x 2556 pixels, 1179 x 2556 pt at --scale 1, but the iPhone 16 in portrait is 393 x 852 pt "
            + "(1179 x 2556 pixels at 3x): read at the device's scale they fit: drop --scale 1")
    }

    @Test func screenshotsOfAnotherScreenAreRefused() throws {
        // An iPhone 16 Pro Max screenshot (1320 x 2868 pixels: 440 x 956 pt at 3x) on the iPhone 16.
        let message = try onDevice(1320, 2868, ["--device", "iphone-16"])
        #expect(message == "--from a.png is 1320 x 2868 pixels, 440 x 956 pt at --scale 3, but the iPhone 16 in portrait is 393 x 852 pt "
            + "(1179 x 2556 pixels at 3x): give screenshots of that screen, or drop --device to render these at their own size")
    }
}
