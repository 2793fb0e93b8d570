package import Raster
package import Transitions
import UIKit

extension UIKitScene {
    /// A scene of two screenshots (`ScreenshotScene.prepare`): each screen shows its image 1:1
    /// in a `UIImageView` over the screenshot's colour (when it is opaque), and the to-screen
    /// carries the cut-out text region as the image view Ping's reveal flies in.
    ///
    /// A screenshot is a picture of the whole screen, its status bar included, so both screens'
    /// controllers hide the status bar: a device's system UI around them draws the home
    /// indicator and the rounded corners, which screenshots leave out, and no second status bar
    /// over the one in the picture.
    package init(screenshots pair: ScreenshotPair, transition: String, trigger: Rect?) {
        let scale = CGFloat(pair.scale)
        let fromImage = UIImage(pixmap: pair.from, scale: scale), toImage = UIImage(pixmap: pair.to, scale: scale)
        let textImage = pair.text.map { (image: UIImage(pixmap: $0.image, scale: scale), frame: CGRect($0.frame)) }
        let fromScreen = UIKitScreen(name: pair.fromName, prefersStatusBarHidden: true) { size in
            Self.screenshotView(fromImage, size: size, background: pair.fromOpaque ? pair.fromColor : nil)
        }
        let toScreen = UIKitScreen(name: pair.toName, prefersStatusBarHidden: true) { size in
            let v = Self.screenshotView(toImage, size: size, background: pair.toOpaque ? pair.toColor : nil)
            if let textImage {
                let text = UIImageView(frame: textImage.frame)
                text.image = textImage.image
                text.accessibilityIdentifier = PingScreens.textIdentifier
                v.addSubview(text)
            }
            return v
        }
        self.init(name: "screenshots", summary: "\(pair.fromName) to \(pair.toName)", size: pair.size, defaultScale: pair.scale,
                  from: fromScreen, to: toScreen, transition: transition, triggerFrame: trigger)
    }

    private static func screenshotView(_ image: UIImage, size: CGSize, background: Color?) -> UIView {
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        v.backgroundColor = background.map(SceneViews.color)
        let imageView = UIImageView(frame: v.bounds)
        imageView.image = image
        v.addSubview(imageView)
        return v
    }
}
