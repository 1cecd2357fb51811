import { type FieldMetadata, type FormMetadata, getInputProps } from '@conform-to/react';
import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { useRef } from 'react';
import { photoMoves } from '~/features/job-infos/job-info-fields';
import { pictureFromFields, type PictureRules } from '~/features/pictures/picture-field';
import {
  conformUploadRows,
  FieldMessage,
  FileField,
  Thumbnail,
  type Upload,
  UploadProgress,
  useRowUploads,
} from '~/features/pictures/picture-inputs';
import { ChoiceGroup, HiddenField, IntentButton, TextField } from '~/forms/form-controls';
import { useHydrated } from '~/utils/use-hydrated';
import {
  NEW_BAKE_FILE,
  NO_PERSONAL_INFO_LABEL,
  type NewBakeFields,
  type PortfolioRowFields,
  type PortfolioRules,
} from './portfolio-fields';

type Fields = { portfolio: PortfolioRowFields[]; newBake: NewBakeFields };

function BakeRow<Schema extends Fields>({
  form,
  list,
  row,
  index,
  count,
  upload,
  rules,
}: {
  form: FormMetadata<Schema>;
  list: string;
  row: FieldMetadata<PortfolioRowFields, Schema>;
  index: number;
  count: number;
  upload: Upload | undefined;
  rules: PortfolioRules;
}) {
  const hydrated = useHydrated();
  const fields = row.getFieldset();
  const picture = pictureFromFields(fields.imageId.initialValue, fields.image.initialValue, 'portfolio');
  const titleId = `bake-${index}-title`;
  const moves = photoMoves(index, count);
  const { key: confirmKey, ...confirm } = getInputProps(fields.noPersonalInfo, {
    type: 'checkbox',
    ariaAttributes: false,
  });
  const other = [fields.techniques.value ?? fields.techniques.initialValue ?? []].flat().includes('other');
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600} id={titleId}>
          작품 {index + 1}
          {index === 0 ? ' (대표)' : ''}
        </Text>
        <Group gap={6}>
          <IntentButton
            intent={form.reorder.getButtonProps({ name: list, ...moves.up })}
            disabled={index === 0}
            label={`작품 ${index + 1} 위로`}
          >
            위로
          </IntentButton>
          <IntentButton
            intent={form.reorder.getButtonProps({ name: list, ...moves.down })}
            disabled={index === count - 1}
            label={`작품 ${index + 1} 아래로`}
          >
            아래로
          </IntentButton>
          <IntentButton
            intent={form.remove.getButtonProps({ name: list, index })}
            color="red.9"
            label={`작품 ${index + 1} 삭제`}
          >
            삭제
          </IntentButton>
        </Group>
      </Group>
      {fields.hiddenReason.initialValue ? (
        <Alert color="red" variant="light" mb="xs" title="운영자가 숨긴 사진입니다">
          다른 사람에게는 보이지 않습니다. 사유: {fields.hiddenReason.initialValue}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="sm">
        <Thumbnail picture={picture} preview={upload?.preview ?? null} alt={`작품 ${index + 1}`} />
        <Stack gap="xs" className="picture-row-fields">
          <HiddenField field={fields.imageId} />
          <HiddenField field={fields.image} />
          <HiddenField field={fields.hiddenReason} />
          <TextField
            field={fields.caption}
            label="사진 설명"
            required
            maxLength={rules.captionMax}
            placeholder="예: 72시간 저온숙성 크루아상"
          />
          <ChoiceGroup label="보여주는 기술" field={fields.techniques} table={rules.techniques} />
          <TextField
            field={fields.otherTechnique}
            label="기타 기술"
            description="기타를 골랐다면 어떤 기술인지 적어주세요."
            maxLength={rules.otherMax}
            // without JavaScript the field is always there; with it, only once 기타 is ticked
            disabled={hydrated && !other}
          />
          <Checkbox
            key={confirmKey}
            {...confirm}
            label={NO_PERSONAL_INFO_LABEL}
            error={fields.noPersonalInfo.errors?.[0]}
          />
          <UploadProgress sent={upload?.sent ?? null} label={`작품 ${index + 1} 올리는 중`} />
          <FieldMessage id={`bake-${index}-error`} message={fields.imageId.errors?.[0]} />
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The resume's portfolio: photos of the person's bakes, in order, each with its caption, its
 * techniques and the confirmation that no face or personal information is in it — a Conform list
 * like the posting's photos. Without JavaScript 위로, 아래로, 삭제 and 사진 올리기 post the form and
 * come back changed with everything typed kept; with it they act in place, and a chosen photo
 * becomes a row at once and goes up, the caption and confirmation given beside it going along.
 */
export function PortfolioPhotos<Schema extends Fields>({
  form,
  portfolio,
  newBake,
  rules,
  pictureRules,
}: {
  form: FormMetadata<Schema>;
  portfolio: FieldMetadata<PortfolioRowFields[], Schema>;
  newBake: FieldMetadata<NewBakeFields, Schema>;
  rules: PortfolioRules;
  pictureRules: PictureRules;
}) {
  const hydrated = useHydrated();
  const rows = portfolio.getFieldList();
  const { uploads, message, upload } = useRowUploads('portfolio', conformUploadRows(form, portfolio));
  const newCaption = useRef<HTMLInputElement>(null);
  const newConfirm = useRef<HTMLInputElement>(null);
  const slot = newBake.getFieldset();

  async function choose(file: File) {
    const caption = newCaption.current?.value ?? '';
    const confirmed = newConfirm.current?.checked ?? false;
    if (newCaption.current) newCaption.current.value = '';
    if (newConfirm.current) newConfirm.current.checked = false;
    const sent = await upload(file, (mark) =>
      form.insert({ name: portfolio.name, defaultValue: { caption, noPersonalInfo: confirmed, upload: mark } }),
    );
    if (sent) return;
    if (newCaption.current) newCaption.current.value = caption;
    if (newConfirm.current) newConfirm.current.checked = confirmed;
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        직접 만든 빵과 과자 사진을 {rules.maxItems}장까지 올릴 수 있습니다. 포트폴리오는 사람이 아닌 작품을 보여주는
        곳이라 인재정보 목록과 공개 이력서에도 보입니다. 첫 번째 사진이 목록에 나오는 대표 사진입니다.
      </Text>
      <FieldMessage id="portfolio-error" message={portfolio.errors?.[0]} />
      {rows.map((row, i) => (
        <BakeRow
          key={row.key ?? i}
          form={form}
          list={portfolio.name}
          row={row}
          index={i}
          count={rows.length}
          upload={uploads[row.getFieldset().upload.initialValue ?? '']}
          rules={rules}
        />
      ))}
      {rows.length < rules.maxItems ? (
        <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="new-bake-title">
          <Text fw={600} id="new-bake-title" mb="xs">
            작품 사진 추가
          </Text>
          <Stack gap="xs">
            <FileField
              id="new-bake-file"
              name={NEW_BAKE_FILE}
              label="작품 사진 파일"
              rules={pictureRules}
              error={message === undefined ? slot.file.errors?.[0] : message}
              onChoose={hydrated ? (file) => void choose(file) : undefined}
            />
            <TextInput
              ref={newCaption}
              key={slot.caption.key}
              label="사진 설명"
              name={slot.caption.name}
              maxLength={rules.captionMax}
              placeholder="예: 72시간 저온숙성 크루아상"
              defaultValue={slot.caption.initialValue}
            />
            <Checkbox
              ref={newConfirm}
              key={slot.noPersonalInfo.key}
              name={slot.noPersonalInfo.name}
              label={NO_PERSONAL_INFO_LABEL}
              defaultChecked={slot.noPersonalInfo.initialValue === 'on'}
            />
            {hydrated ? null : (
              <Group>
                <IntentButton intent={form.validate.getButtonProps({ name: NEW_BAKE_FILE })}>사진 올리기</IntentButton>
              </Group>
            )}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          포트폴리오 사진은 {rules.maxItems}장까지 올릴 수 있습니다. 바꾸려면 먼저 한 장을 삭제하세요.
        </Text>
      )}
    </Stack>
  );
}
