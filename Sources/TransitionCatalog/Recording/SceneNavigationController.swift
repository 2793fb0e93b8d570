import UIKit

/// The navigation controller a scene's push runs in: a scene stands for an app that turns
/// wherever its device does, so the device alone decides the orientation (`--orientation`),
/// not UIKit's phone default, which leaves out upside down.
final class SceneNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
