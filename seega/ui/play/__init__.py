"""The game screens' pygame views: the board scene every game builds on, its panel's
buttons, how games start, end and are kept, how to play's examples. What they show is made
without pygame in `seega.play`. Scenes import these; these import no scene."""
