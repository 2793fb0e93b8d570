import Raster
import TransitionCatalog
import Transitions

/// Turns a request's source into a scene: a demo by name, a scene file, or two screenshots.
enum SceneLoader {
    static func load(_ request: RenderRequest) throws(CLIError) -> UIKitScene {
        switch request.source {
        case .demo(let name):
            guard let scene = UIKitScene.demo(named: name) else {
                let names = UIKitScene.demos.map(\.name)
                let hint = EditDistance.nearest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
                throw .usage("--demo '\(name)' is not a demo; \(hint)demos: \(names.joined(separator: ", "))")
            }
            return scene
        case .scene(let path, let allowingImagesOutside):
            do {
                return UIKitScene(try SceneFile.decode(contentsOf: path, allowingImagesOutside: allowingImagesOutside,
                                                       transitions: Catalog.all.map(\.name)))
            } catch where error.kind == .imageOutsideDirectory {
                throw .runtime("invalid scene file: \(error) (on the command line: --allow-images-outside)")
            } catch {
                throw .runtime("invalid scene file: \(error)")
            }
        case .screenshots(let fromPath, let toPath, let toText, let background):
            let fromImage: DecodedPNG, toImage: DecodedPNG
            do {
                fromImage = try PNG.load(contentsOf: fromPath)
                toImage = try PNG.load(contentsOf: toPath)
            } catch {
                throw .runtime("\(error)")
            }
            let from = fromImage.pixmap, to = toImage.pixmap
            // Screenshots are pixels at --scale, 1 unless given (CLI.md). A 2x or 3x screenshot
            // read at 1x takes --trigger and --to-text in pixels, so that is said, with the
            // scale a known device size suggests.
            var notes: [String] = []
            let scale = request.settings.scale ?? 1
            if request.settings.scale == nil {
                if let device = ScreenshotScale.inferred(width: from.width, height: from.height) {
                    notes.append("\(fromPath) is \(from.width) x \(from.height) pixels, the size of an \(device.device) screenshot at "
                        + "\(Int(device.scale))x, but is read at --scale 1 (the default for screenshots), so --trigger and --to-text are in pixels; "
                        + "give --scale \(Int(device.scale)) to give them in points (\(Self.points(from.width, device.scale)) x \(Self.points(from.height, device.scale)))")
                } else if ScreenshotScale.exceedsEveryScreenInPoints(width: from.width, height: from.height) {
                    notes.append("\(fromPath) is \(from.width) x \(from.height) pixels, larger than any iPhone or iPad screen in points, "
                        + "but is read at --scale 1, so --trigger and --to-text are in pixels; give --scale 2 or 3 for a 2x or 3x screenshot")
                }
            }
            for (path, image) in [(fromPath, from), (toPath, to)] where !image.isOpaque {
                let count = image.pixels.reduce(0) { $0 + ($1 >> 24 == 255 ? 0 : 1) }
                notes.append("\(path) has \(count) transparent or translucent pixel\(count == 1 ? "" : "s"); they are drawn over the window's black: "
                    + "flatten the screenshot onto its background if that is not what you want")
            }
            do {
                let pair = try ScreenshotScene.prepare(from: from, fromName: fromPath, to: to, toName: toPath, scale: scale,
                                                       toText: toText, background: background)
                var scene = UIKitScene(screenshots: pair, transition: request.settings.transition ?? UIKitScene.defaultDemo.transition,
                                       trigger: request.settings.trigger)
                scene.inputFiles = [fromPath, toPath]
                scene.warnings = fromImage.warnings + toImage.warnings + notes
                return scene
            } catch .textRectInvalid(let rect, let screen) {
                let numbers = [rect.minX, rect.minY, rect.width, rect.height].map(\.messageDescription).joined(separator: ",")
                throw .usage("--to-text \(numbers) is empty or not inside the \(screen.width.messageDescription) x "
                    + "\(screen.height.messageDescription) point screen")
            } catch {
                throw .usage("--from/--to: \(error)")
            }
        }
    }

    /// A pixel length in points, as messages print it ("390").
    private static func points(_ pixels: Int, _ scale: Double) -> String { (Double(pixels) / scale).messageDescription }
}
