import Raster
import Transitions

/// Turns a request's source into a scene: a demo by name, a scene file, or two screenshots.
enum SceneLoader {
    static func load(_ request: RenderRequest) throws(CLIError) -> Scene {
        switch request.source {
        case .demo(let name):
            guard let scene = DemoScenes.named(name) else {
                let names = DemoScenes.all.map(\.name)
                let hint = EditDistance.nearest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
                throw .usage("--demo '\(name)' is not a demo; \(hint)demos: \(names.joined(separator: ", "))")
            }
            return scene
        case .scene(let path, let allowingImagesOutside):
            do {
                return try SceneFile.load(contentsOf: path, allowingImagesOutside: allowingImagesOutside)
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
            // Screenshots are pixels at --scale, 1 unless given (CLI.md).
            let scale = request.settings.scale ?? 1
            do {
                var scene = try ScreenshotScene.make(from: from, fromName: fromPath, to: to, toName: toPath, scale: scale,
                                                     transition: request.settings.transition ?? DemoScenes.defaultDemo.transition,
                                                     trigger: request.settings.trigger, toText: toText, background: background)
                scene.inputFiles = [fromPath, toPath]
                scene.warnings = fromImage.warnings + toImage.warnings
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
}
