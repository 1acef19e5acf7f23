"""Shell tests share one headless pygame session (SDL drivers are set in tests/conftest.py)."""

import pygame
import pytest


@pytest.fixture
def pygame_session():
    pygame.init()
    yield
    pygame.event.clear()
