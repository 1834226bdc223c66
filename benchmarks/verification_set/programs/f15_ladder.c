/* Word ladders in a text.  Input: free text of at most 10^6 bytes.  A word is a longest run of
   the letters A-Z and a-z; words are compared without regard to case.  Two words in a row make
   a step when they have the same length and differ in exactly one place (cold, cord).  A
   ladder is a run of words in a row, each a step from the one before it.  Output: a line
   "words W steps S"; a line "longest L", L the most words in a ladder (1 when no two words in
   a row make a step, 0 when there are no words); and when L is 2 or more, a line with that
   ladder's words in lowercase joined by " -> " (of equally long ladders, the first). */
#include <stdio.h>
#include <stdlib.h>

static int lower(int c) {
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int letter(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

int main(void) {
    size_t size = 1 << 16, n = 0, got;
    char *text = malloc(size);
    if (!text) return 1;
    while ((got = fread(text + n, 1, size - n, stdin)) > 0) {
        n += got;
        if (n == size) {
            size *= 2;
            char *more = realloc(text, size);
            if (!more) return 1;
            text = more;
        }
    }
    if (n > 1000000) return 1;
    long words = 0, steps = 0, length = 0, longest = 0;
    size_t prev = 0, prev_len = 0, start = 0, best = 0;
    for (size_t i = 0; i < n;) {
        if (!letter((unsigned char)text[i])) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < n && letter((unsigned char)text[j])) j++;
        size_t differ = 2;
        if (words > 0 && j - i == prev_len) {
            differ = 0;
            for (size_t k = 0; k < prev_len; k++)
                differ += lower((unsigned char)text[i + k]) != lower((unsigned char)text[prev + k]);
        }
        words++;
        if (differ == 1) {
            steps++;
            length++;
        } else {
            length = 1;
            start = i;
        }
        if (length > longest) {
            longest = length;
            best = start;
        }
        prev = i;
        prev_len = j - i;
        i = j;
    }
    printf("words %ld steps %ld\n", words, steps);
    printf("longest %ld\n", longest);
    if (longest >= 2) {
        size_t i = best;
        for (long w = 0; w < longest; w++) {
            while (!letter((unsigned char)text[i])) i++;
            if (w) fputs(" -> ", stdout);
            while (i < n && letter((unsigned char)text[i])) putchar(lower((unsigned char)text[i++]));
        }
        putchar('\n');
    }
    free(text);
    return 0;
}
