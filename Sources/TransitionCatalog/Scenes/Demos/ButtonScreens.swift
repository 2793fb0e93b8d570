import UIKit
internal import Raster
internal import Transitions

/// The two screens of the circle-mask demo (seed 003): an indigo screen and a yellow screen,
/// each with the same round button 20 pt from the top and right edges and a picture centred.
///
/// The seed does not give the button's size: 44 x 44 pt, Apple's minimum touch target, round,
/// blue with a white plus. The picture is the 120-pt badge drawn in code (`BadgePicture`, the
/// pixels of `fixtures/demo/badge.png`), shown at 3x.
/// The seed's colours are the app's own, fixed in either appearance (so is the status bar's
/// style over them); the button sits below the status bar, the picture in the safe area's middle.
enum ButtonScreens {
    static let buttonIdentifier = "button"
    static let buttonSide: CGFloat = 44, buttonMargin: CGFloat = 20
    static let badgeSide: CGFloat = 120

    /// The button's frame: (W − 20 − 44, 20, 44, 44).
    static func buttonFrame(screenWidth w: CGFloat) -> CGRect {
        CGRect(x: w - buttonMargin - buttonSide, y: buttonMargin, width: buttonSide, height: buttonSide)
    }

    static let first = screen(name: "button.indigo", background: Color(r: 88, g: 86, b: 214), caption: .white, statusBar: .lightContent)
    static let second = screen(name: "button.yellow", background: Color(r: 255, g: 204, b: 0), caption: Color(white: 0.15), statusBar: .darkContent)

    /// The badge as an image, made once (its pixels are shared by every view showing it).
    static let badge = UIImage(pixmap: BadgePicture.pixels, scale: CGFloat(BadgePicture.scale))

    static func screen(name: String, background: Color, caption: Color, statusBar: UIStatusBarStyle) -> UIKitScreen {
        UIKitScreen(name: name, statusBarStyle: statusBar) { size in
            let view = SceneViews.screen(size, SceneViews.color(background))
            view.add(button(frame: buttonFrame(screenWidth: size.width)), pinned: .top, .right)
            let picture = UIImageView(frame: CGRect(x: (size.width - badgeSide) / 2, y: (size.height - badgeSide) / 2,
                                                    width: badgeSide, height: badgeSide))
            picture.image = badge
            view.add(picture, pinned: .centre, .centre)
            view.add(SceneViews.label("Tap the button", x: 20, y: picture.frame.maxY + 16, size: 17, color: caption,
                                      width: size.width - 40, alignment: .center), pinned: .centre, .fill)
            return view
        }
    }

    /// The round blue button with a white plus (two crisp bars, not text).
    static func button(frame: CGRect) -> UIView {
        let b = SceneViews.box(frame, Color(r: 0, g: 122, b: 255), cornerRadius: frame.width / 2, identifier: buttonIdentifier)
        let bar: CGFloat = 2, arm: CGFloat = 18
        for r in [CGRect(x: (frame.width - arm) / 2, y: (frame.height - bar) / 2, width: arm, height: bar),
                  CGRect(x: (frame.width - bar) / 2, y: (frame.height - arm) / 2, width: bar, height: arm)] {
            b.addSubview(SceneViews.box(r, Color.white))
        }
        return b
    }
}
