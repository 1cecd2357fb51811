import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import {
  type ChangeEvent,
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { ImagePurpose } from '#contracts/image';
import {
  type JobInfoFormFields,
  NEW_PHOTO_FILE,
  type PhotoFields,
  photoMoves,
} from '~/features/job-infos/job-info-fields';
import {
  type FormPicture,
  pictureFieldNames,
  pictureFieldValue,
  pictureFromFields,
  type PictureRules,
} from '~/features/pictures/picture-field';
import { sendPicture } from '~/features/pictures/send-picture';
import { useHydrated } from '~/utils/use-hydrated';
import { HiddenField, IntentButton, TextField } from '~/forms/form-controls';

/*
 * Picture fields. Without JavaScript they are file inputs the form posts (multipart) and the
 * action uploads; a picture uploaded before travels back in hidden fields as its id. With
 * JavaScript a chosen picture shows at once and goes up by itself with its progress; the file
 * input is then emptied, so the form posts the id alone.
 */

/** Counts the pictures of a form still on their way up: its save waits for them. */
const PendingUploads = createContext<(change: 1 | -1) => void>(() => {});
export const PendingUploadsProvider = PendingUploads.Provider;

export function usePendingUploads() {
  const [pending, setPending] = useState(0);
  // read when the form is sent, which may be before the count's render
  const count = useRef(0);
  const track = useCallback((change: 1 | -1) => {
    count.current += change;
    setPending(count.current);
  }, []);
  /** Enter in a field submits too: held while a picture is still going up. */
  const holdSubmit = (event: FormEvent) => {
    if (count.current > 0) event.preventDefault();
  };
  return { pending, track, holdSubmit };
}

/** Said beside the save button while it waits. */
export function PendingUploadsNote({ pending }: { pending: number }) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {pending > 0 ? '사진을 올리는 중입니다. 다 올라가면 저장할 수 있습니다.' : ''}
    </Text>
  );
}

export function useSendPicture(purpose: ImagePurpose) {
  const track = useContext(PendingUploads);
  return useCallback(
    async (file: File, onProgress: (sent: number) => void) => {
      track(1);
      try {
        return await sendPicture(file, purpose, onProgress);
      } finally {
        track(-1);
      }
    },
    [purpose, track],
  );
}

/** Previews of chosen files (`blob:` URLs), let go when replaced or when the form goes away. */
export function usePreviews() {
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return {
    create(file: File) {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return url;
    },
    release(url: string | null | undefined) {
      if (url && urls.current.delete(url)) URL.revokeObjectURL(url);
    },
  };
}

/** The picture as uploaded, or the chosen file itself while it goes up. */
export function Thumbnail({
  picture,
  preview,
  alt,
}: {
  picture: FormPicture | null;
  preview: string | null;
  alt: string;
}) {
  if (preview) return <img className="picture-thumbnail" src={preview} alt={alt} />;
  if (!picture) return null;
  const { src, width, height } = picture.thumbnail;
  return <img className="picture-thumbnail" src={src} width={width} height={height} alt={alt} />;
}

export function UploadProgress({ sent, label }: { sent: number | null; label: string }) {
  if (sent === null) return null;
  const percent = Math.round(sent * 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <progress className="picture-progress" value={percent} max={100} aria-label={label} />
      <Text size="xs" c="dimmed">
        {percent}%
      </Text>
    </Group>
  );
}

function PictureHint({ id, rules }: { id: string; rules: PictureRules }) {
  return (
    <Text size="xs" c="dimmed" id={id}>
      {rules.hint}. 아이폰 사진(HEIC)은 JPEG로 올려주세요: 설정 › 카메라 › 포맷 › 높은 호환성.
    </Text>
  );
}

export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <Text size="sm" c="red.9" id={id}>
      {message}
    </Text>
  ) : null;
}

/** A file input with its label, its hint and its error wired to it. */
export function FileField({
  id,
  name,
  label,
  rules,
  error,
  onChoose,
}: {
  id: string;
  name: string;
  label: string;
  rules: PictureRules;
  error: string | null | undefined;
  onChoose?: (file: File) => void;
}) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file || !onChoose) return;
    // the picture goes up now: the form must not post the file again
    event.currentTarget.value = '';
    onChoose(file);
  };
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {label}
      </Text>
      <input
        id={id}
        className="picture-file-input"
        type="file"
        name={name}
        accept={rules.accept}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={choose}
      />
      <PictureHint id={`${id}-hint`} rules={rules} />
      <FieldMessage id={`${id}-error`} message={error} />
    </Stack>
  );
}

/** An upload under way: the chosen file's preview and how much of it was sent. */
interface Pending {
  preview: string;
  sent: number;
}

/**
 * One picture: a company's logo, a resume's photo. Its current picture (if any) is shown with a
 * box to take it off; choosing a file replaces it.
 */
export function PictureInput({
  slot,
  purpose,
  label,
  removeLabel,
  picture,
  removed,
  error,
  rules,
  children,
}: {
  /** the fields' prefix: `logo` posts `logo.imageId`, `logo.file`, `logo.remove` */
  slot: string;
  purpose: ImagePurpose;
  label: string;
  removeLabel: string;
  picture: FormPicture | null;
  removed: boolean;
  error: string | undefined;
  rules: PictureRules;
  /** a line under the hint */
  children?: ReactNode;
}) {
  const names = pictureFieldNames(slot);
  const hydrated = useHydrated();
  const previews = usePreviews();
  const send = useSendPicture(purpose);
  const [current, setCurrent] = useState(picture);
  const [preview, setPreview] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [remove, setRemove] = useState(removed);
  // undefined: the server's message stands; a choice made here replaces it
  const [message, setMessage] = useState<string | null>();

  async function choose(file: File) {
    const chosen = { preview: previews.create(file), sent: 0 };
    setPending(chosen);
    setMessage(null);
    const answer = await send(file, (sent) => setPending({ ...chosen, sent }));
    setPending(null);
    if ('image' in answer) {
      previews.release(preview);
      setPreview(chosen.preview);
      setCurrent(answer.image);
      setRemove(false);
    } else {
      previews.release(chosen.preview);
      setMessage(answer.error);
    }
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${slot}-title`}>
      <Text id={`${slot}-title`} size="sm" fw={500}>
        {label}
      </Text>
      <Thumbnail picture={current} preview={pending?.preview ?? preview} alt={`현재 ${label}`} />
      <input type="hidden" name={names.imageId} value={current ? current.id : ''} />
      <input type="hidden" name={names.image} value={current ? pictureFieldValue(current) : ''} />
      <FileField
        id={`${slot}-file`}
        name={names.file}
        label={current ? `새 ${label} 파일` : `${label} 파일`}
        rules={rules}
        error={message === undefined ? error : message}
        onChoose={hydrated ? (file) => void choose(file) : undefined}
      />
      {children}
      <UploadProgress sent={pending?.sent ?? null} label={`${label} 올리는 중`} />
      {current ? (
        <Checkbox
          name={names.remove}
          label={removeLabel}
          checked={remove}
          onChange={(event) => setRemove(event.currentTarget.checked)}
        />
      ) : null}
    </Stack>
  );
}

/** A photo on its way up: its preview and how much of it was sent. */
export type Upload = { preview: string; sent: number | null };

/** A Conform list whose rows pictures go up into (a posting's photos, a resume's bakes), as rendered. */
export interface UploadRows {
  /** each row's `upload` mark, in order: a row keeps it while its picture is on the way */
  marks: readonly (string | undefined)[];
  /** puts the uploaded image into row `index` */
  fill(index: number, image: FormPicture): void;
  remove(index: number): void;
}

/** The fields every such row has: its upload mark, and the image it takes. */
type PictureRow = { upload?: string; imageId: string; image: string };

/** `list`'s rows as UploadRows: the image goes into a row's imageId and image fields, through `form`. */
export function conformUploadRows<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema>,
  list: FieldMetadata<PictureRow[], Schema>,
): UploadRows {
  const rows = list.getFieldList();
  return {
    marks: rows.map((row) => row.getFieldset().upload.initialValue),
    fill(index, image) {
      const row = rows[index]!.getFieldset();
      form.update({ name: row.imageId.name, value: String(image.id) });
      form.update({ name: row.image.name, value: pictureFieldValue(image) });
    },
    remove: (index) => form.remove({ name: list.name, index }),
  };
}

/**
 * A picture chosen into a list: `insert` adds its row at once, marked, with the preview and progress
 * in `uploads`; the row takes the image when the api answers, wherever it has moved meanwhile, or
 * goes again with the api's words in `message` (then `upload` resolves false, for the caller to
 * give back what it took from the new row's fields).
 */
export function useRowUploads(purpose: ImagePurpose, list: UploadRows) {
  const previews = usePreviews();
  const send = useSendPicture(purpose);
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const [message, setMessage] = useState<string | null>();
  const nextUpload = useRef(0);
  // the rows as last rendered: an upload that ends finds its row there
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });

  const track = (mark: string, upload: Upload | null) =>
    setUploads((current) => {
      const { [mark]: _done, ...others } = current;
      return upload ? { ...others, [mark]: upload } : others;
    });

  async function upload(file: File, insert: (mark: string) => void): Promise<boolean> {
    const mark = `upload-${nextUpload.current++}`;
    const preview = previews.create(file);
    setMessage(null);
    track(mark, { preview, sent: 0 });
    insert(mark);
    const answer = await send(file, (sent) => track(mark, { preview, sent }));
    const index = latest.current.marks.indexOf(mark);
    if ('image' in answer) {
      track(mark, { preview, sent: null });
      if (index >= 0) latest.current.fill(index, answer.image);
      return true;
    }
    previews.release(preview);
    track(mark, null);
    setMessage(answer.error);
    if (index >= 0) latest.current.remove(index);
    return false;
  }

  return { uploads, message, upload };
}

/**
 * A posting's photos, in order, each with the words that describe it: a Conform list. Without
 * JavaScript 위로, 아래로, 삭제 and 사진 올리기 post the form and come back changed with everything
 * typed kept; with it they act in place, and a chosen photo becomes a row at once and goes up, its
 * row taking the uploaded image's id when it is there (`upload` marks the row meanwhile).
 */
export function JobInfoPhotos({
  form,
  photos,
  newPhoto,
  rules,
}: {
  form: FormMetadata<JobInfoFormFields>;
  photos: FieldMetadata<PhotoFields[], JobInfoFormFields>;
  newPhoto: FieldMetadata<JobInfoFormFields['newPhoto'], JobInfoFormFields>;
  rules: PictureRules;
}) {
  const hydrated = useHydrated();
  const rows = photos.getFieldList();
  const { uploads, message, upload } = useRowUploads('job-info-photo', conformUploadRows(form, photos));
  const newAlt = useRef<HTMLInputElement>(null);
  const alt = newPhoto.getFieldset().alt;

  async function choose(file: File) {
    // words typed before the file was chosen go with it
    const words = newAlt.current?.value ?? '';
    if (newAlt.current) newAlt.current.value = '';
    const sent = await upload(file, (mark) =>
      form.insert({ name: photos.name, defaultValue: { alt: words, upload: mark } }),
    );
    if (!sent && newAlt.current) newAlt.current.value = words;
  }

  const last = rows.length - 1;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        매장, 주방, 빵 사진을 {rules.maxPhotos}장까지 올릴 수 있습니다. 첫 번째 사진이 대표 사진입니다.
      </Text>
      <FieldMessage id="photos-error" message={photos.errors?.[0]} />
      {rows.map((row, i) => {
        const fields = row.getFieldset();
        const picture = pictureFromFields(fields.imageId.initialValue, fields.image.initialValue, 'job-info-photo');
        const upload = uploads[fields.upload.initialValue ?? ''];
        const titleId = `photo-${i}-title`;
        const moves = photoMoves(i, rows.length);
        return (
          <Paper key={row.key ?? i} withBorder p="sm" radius="md" role="group" aria-labelledby={titleId}>
            <Group justify="space-between" mb="xs">
              <Text fw={600} id={titleId}>
                사진 {i + 1}
                {i === 0 ? ' (대표)' : ''}
              </Text>
              <Group gap={6}>
                <IntentButton
                  intent={form.reorder.getButtonProps({ name: photos.name, ...moves.up })}
                  disabled={i === 0}
                >
                  위로
                </IntentButton>
                <IntentButton
                  intent={form.reorder.getButtonProps({ name: photos.name, ...moves.down })}
                  disabled={i === last}
                >
                  아래로
                </IntentButton>
                {/* red.9: the lighter reds are under 4.5:1 as text on white */}
                <IntentButton intent={form.remove.getButtonProps({ name: photos.name, index: i })} color="red.9">
                  삭제
                </IntentButton>
              </Group>
            </Group>
            <Group align="flex-start" gap="sm">
              <Thumbnail picture={picture} preview={upload?.preview ?? null} alt={`사진 ${i + 1}`} />
              <Stack gap={4} className="picture-row-fields">
                <HiddenField field={fields.imageId} />
                <HiddenField field={fields.image} />
                <TextField
                  field={fields.alt}
                  label="사진 설명"
                  description="사진을 볼 수 없는 분께 읽어 주는 글입니다."
                  required
                  maxLength={100}
                  placeholder="예: 매장 외관, 주방"
                />
                <UploadProgress sent={upload?.sent ?? null} label={`사진 ${i + 1} 올리는 중`} />
                <FieldMessage id={`photo-${i}-error`} message={fields.imageId.errors?.[0]} />
              </Stack>
            </Group>
          </Paper>
        );
      })}
      {rows.length < rules.maxPhotos ? (
        <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="new-photo-title">
          <Text fw={600} id="new-photo-title" mb="xs">
            사진 추가
          </Text>
          <Stack gap="xs">
            <FileField
              id="new-photo-file"
              name={NEW_PHOTO_FILE}
              label="사진 파일"
              rules={rules}
              error={message === undefined ? newPhoto.getFieldset().file.errors?.[0] : message}
              onChoose={hydrated ? (file) => void choose(file) : undefined}
            />
            <TextInput
              ref={newAlt}
              key={alt.key}
              label="사진 설명"
              name={alt.name}
              maxLength={100}
              placeholder="예: 매장 외관, 주방"
              defaultValue={alt.initialValue}
            />
            {hydrated ? null : (
              <Group>
                <IntentButton intent={form.validate.getButtonProps({ name: NEW_PHOTO_FILE })}>사진 올리기</IntentButton>
              </Group>
            )}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          사진은 {rules.maxPhotos}장까지 올릴 수 있습니다. 바꾸려면 먼저 한 장을 삭제하세요.
        </Text>
      )}
    </Stack>
  );
}
