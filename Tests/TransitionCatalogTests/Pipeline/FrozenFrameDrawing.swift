import Raster
@testable import Transitions
@testable import TransitionCatalog

/// The recording of a demo (Ping unless named) as the CLI makes it, through `SceneRecording`.
func demoRecording(_ scene: UIKitScene = .ping, _ settings: RenderSettings = RenderSettings(scale: 1)) throws -> Recording {
    try SceneRecording(scene: scene, settings: settings).recording
}

/// Draws a frozen frame whole into `target` with `renderer` over the window's black, as the
/// pipeline draws a frame whose groups fit the offscreen budget; the renderers under test
/// (reference twins, timed, reused) are set up by the caller.
func draw(_ frame: FrozenFrame, with renderer: LayerRenderer, into target: Pixmap) throws {
    try renderer.render(frame.root, at: frame.time, into: Canvas(target: target), background: RecordingFrameRenderer.windowBackground)
}

/// A renderer and a frame buffer the size of the recording's frames.
func renderer(for recording: Recording) -> (renderer: LayerRenderer, target: Pixmap) {
    (LayerRenderer(width: recording.pixelWidth, height: recording.pixelHeight, scale: recording.scale)!,
     Pixmap(width: recording.pixelWidth, height: recording.pixelHeight)!)
}
