import Foundation
import Raster

/// The card flip `UIView.transition(… .transitionFlipFromLeft/Right)` turns a view's layers
/// through: the numbers and the face transform (see `SnapshotTransition`; UIKit's modal
/// `.flipHorizontal`, FlipHorizontalTransition, reads the same numbers).
package enum FlipGeometry {
    /// The camera distance in points (m34 = −1 / distance).
    package static let perspectiveDistance = 500.0
    /// The darkening overlay's opacity when a face is edge-on (it is `darkening · |sin φ|`).
    package static let darkening = 0.2
    /// The angle between keyframes, in radians (2°): between keyframes the transform is
    /// interpolated decomposed, which keeps the push-back exact only at the keyframes.
    package static let keyframeStep = 2 * Double.pi / 180

    /// A face `width` points wide turned by `angle` about the vertical axis and pushed back by
    /// (width/2)·|sin angle|, so its nearer vertical edge stays in the screen plane (z = 0).
    package static func face(_ angle: Double, width: Double) -> Transform3D {
        Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0).concatenating(.translation(x: 0, y: 0, z: -width / 2 * abs(sin(angle))))
    }
}
