/* Bowling.  Input: T (1 <= T <= 10^5), then T games: the pins knocked down by each roll of a
   game, as integers that scanf's %d reads (an optional sign and digits, 0 to 10), separated by
   blanks and newlines, each game complete and valid: ten frames, a strike one roll of 10 in
   frames 1 to 9, two rolls of at most 10 pins otherwise, the tenth frame a third roll after a
   strike or a spare (the pins of the third roll at most what stands).  Output: "Game #i: S"
   for each game; then "best S (game #i)", the best score (the earliest game of equal ones);
   then "total S", the sum of all scores. */
#include <stdio.h>

static int roll(void) {
    int pins;
    if (scanf("%d", &pins) != 1 || pins < 0 || pins > 10) return -1;
    return pins;
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100000) return 1;
    int best = -1, best_game = 0;
    long total = 0;
    for (int game = 1; game <= t; game++) {
        int rolls[21], count = 0;
        for (int frame = 1; frame <= 10; frame++) {
            int first = roll();
            if (first < 0) return 1;
            rolls[count++] = first;
            if (first == 10 && frame < 10) continue;
            int second = roll();
            if (second < 0 || (first < 10 && first + second > 10)) return 1;
            rolls[count++] = second;
            if (frame == 10 && first + second >= 10) {
                int third = roll();
                if (third < 0) return 1;
                rolls[count++] = third;
            }
        }
        int score = 0, at = 0;
        for (int frame = 1; frame <= 10; frame++) {
            if (rolls[at] == 10) {
                score += 10 + rolls[at + 1] + rolls[at + 2];
                at += 1;
            } else if (rolls[at] + rolls[at + 1] == 10) {
                score += 10 + rolls[at + 2];
                at += 2;
            } else {
                score += rolls[at] + rolls[at + 1];
                at += 2;
            }
        }
        printf("Game #%d: %d\n", game, score);
        if (score > best) {
            best = score;
            best_game = game;
        }
        total += score;
    }
    printf("best %d (game #%d)\n", best, best_game);
    printf("total %ld\n", total);
    return 0;
}
