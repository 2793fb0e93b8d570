import RenderTransitionCLI
print("render-transition")
