package import Transitions
import UIKit

extension UIKitScene {
    /// A scene file's scene (`SceneFile.decode`): each screen is its view tree built in UIKit.
    package init(_ file: SceneDescription) {
        let from = file.from, to = file.to
        self.init(name: file.name, summary: file.summary, size: file.size, defaultScale: file.defaultScale,
                  from: UIKitScreen(name: file.fromName) { _ in from.makeView() },
                  to: UIKitScreen(name: file.toName) { _ in to.makeView() },
                  transition: file.transition, reverse: file.reverse, triggerIdentifier: file.triggerIdentifier,
                  triggerFrame: file.triggerFrame, duration: file.duration, parameters: file.parameters)
        inputFiles = file.inputFiles
        warnings = file.warnings
    }
}
