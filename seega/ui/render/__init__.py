"""Drawing: the Egyptian theme, textures, motifs, pieces, board art, desert backdrop, widgets.

Render code reads game state and settings, never changes them. Costly art is drawn once and
cached; per-frame work is blits and a few small shapes.
"""
