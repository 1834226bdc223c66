/* Read a line of text; print the most frequent lowercase letter, its count, and the number of
   distinct words (words separated by spaces), as a string-processing kernel. */
#include <stdio.h>
#include <string.h>

static char text[1 << 21];

int main(void) {
    int reps;
    if (scanf("%d ", &reps) != 1) return 1;
    if (!fgets(text, sizeof text, stdin)) text[0] = 0;
    size_t len = strlen(text);
    long freq[26] = {0};
    long words = 0;
    for (int r = 0; r < reps; r++) {
        int in_word = 0;
        for (size_t i = 0; i < len; i++) {
            char ch = text[i];
            if (ch >= 'a' && ch <= 'z') freq[ch - 'a']++;
            if (ch == ' ' || ch == '\n') in_word = 0;
            else if (!in_word) { in_word = 1; words++; }
        }
    }
    int best = 0;
    for (int i = 1; i < 26; i++) if (freq[i] > freq[best]) best = i;
    printf("%c %ld %ld\n", 'a' + best, freq[best], words);
    return 0;
}
