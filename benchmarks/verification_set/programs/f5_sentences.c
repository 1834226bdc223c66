/* Sentences.  Input: any text, at most 10^6 bytes.  A word is a maximal run of letters,
   digits, apostrophes and periods or commas between two digits ("3.14" and "1,000" are one
   word each); a sentence ends at a '.', '!' or '?' that is not inside a word, a run of them
   ("...", "?!") ending it once, and a last sentence without one ends at the end of the input
   when it has a word.  Output: "sentences S", "words W", "longest word L" (its length in
   bytes), then "longest sentence K" (the most words of one sentence). */
#include <ctype.h>
#include <stdio.h>

static int is_word_byte(int c) { return isalnum(c) || c == '\''; }

int main(void) {
    long sentences = 0, words = 0, longest_sentence = 0, in_sentence = 0;
    long longest_word = 0, length = 0;
    int c, prev = EOF;
    while ((c = getchar()) != EOF) {
        if ((c == '.' || c == ',') && isdigit(prev)) {  /* a digit may follow: look ahead */
            int next = getchar();
            if (next != EOF) ungetc(next, stdin);
            if (isdigit(next)) {
                length++;
                prev = c;
                continue;
            }
        }
        if (is_word_byte(c)) {
            if (length == 0) {
                words++;
                in_sentence++;
            }
            length++;
        } else {
            if (length > longest_word) longest_word = length;
            length = 0;
            if ((c == '.' || c == '!' || c == '?') && prev != '.' && prev != '!' && prev != '?' &&
                in_sentence > 0) {
                sentences++;
                if (in_sentence > longest_sentence) longest_sentence = in_sentence;
                in_sentence = 0;
            }
        }
        prev = c;
    }
    if (length > longest_word) longest_word = length;
    if (in_sentence > 0) {
        sentences++;
        if (in_sentence > longest_sentence) longest_sentence = in_sentence;
    }
    printf("sentences %ld\nwords %ld\nlongest word %ld\nlongest sentence %ld\n", sentences,
           words, longest_word, longest_sentence);
    return 0;
}
