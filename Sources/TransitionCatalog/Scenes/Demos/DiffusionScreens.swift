import UIKit
internal import Raster
internal import Transitions

/// The two screens of the colour-diffusion demo (seed 004): a green home screen with a red box
/// in the centre and a red detail screen with a green box in the centre.
///
/// The seed uses UIKit's plain `.green` and `.red` and does not size the box: 80 x 80 pt with
/// corner radius 40, so the box is a circle, exactly like the transition's round copy of it.
/// The colours are fixed in either appearance (dark content in the status bar over them); the
/// box sits in the middle of the safe area.
enum DiffusionScreens {
    static let boxIdentifier = "box"
    static let boxSide: CGFloat = 80

    static let home = screen(name: "diffusion.home", background: .green, box: .red)
    static let detail = screen(name: "diffusion.detail", background: .red, box: .green)

    static func screen(name: String, background: Color, box: Color) -> UIKitScreen {
        UIKitScreen(name: name, statusBarStyle: .darkContent) { size in
            let v = SceneViews.screen(size, SceneViews.color(background))
            let frame = CGRect(x: (size.width - boxSide) / 2, y: (size.height - boxSide) / 2, width: boxSide, height: boxSide)
            v.add(SceneViews.box(frame, box, cornerRadius: boxSide / 2, identifier: boxIdentifier), pinned: .centre, .centre)
            return v
        }
    }
}
