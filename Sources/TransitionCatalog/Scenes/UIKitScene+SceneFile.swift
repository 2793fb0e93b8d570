package import Transitions
import UIKit

extension UIKitScene {
    /// A scene file's scene (`SceneFile.decode`): each screen is its view tree built in UIKit,
    /// designed for the file's size; on a device the pinned views follow its safe area and screen.
    package init(_ file: SceneDescription) {
        let from = file.from, to = file.to, designed = file.size
        self.init(name: file.name, summary: file.summary, size: file.size, defaultScale: file.defaultScale,
                  from: UIKitScreen(name: file.fromName) { _ in from.makeScreen(designedFor: designed) },
                  to: UIKitScreen(name: file.toName) { _ in to.makeScreen(designedFor: designed) },
                  transition: file.transition, reverse: file.reverse, triggerIdentifier: file.triggerIdentifier,
                  triggerFrame: file.triggerFrame, duration: file.duration, parameters: file.parameters)
        inputFiles = file.inputFiles
        warnings = file.warnings
    }
}
