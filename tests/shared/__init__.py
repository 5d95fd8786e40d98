"""Tests of the parts the games share: cards, words, saving, bots, the lab, the widgets, the classroom, the
packaging and the course's files."""
